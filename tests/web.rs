//! Browser tests: the real app mounted in headless Chromium, driven with
//! key events, checked through the DOM a reader (or a screen reader) sees.
//!
//! Run by scripts/test.sh through wasm-bindgen-test-runner.

#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use lookahead::ui::web::{App, Opening};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit};

wasm_bindgen_test_configure!(run_in_browser);

/// A mounted app and the element it lives in; dropping it unmounts the app
/// (and removes its keyboard listener).
struct Mounted {
    root: HtmlElement,
    _handle: Box<dyn std::any::Any>,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        self.root.remove();
    }
}

fn mount(seed: u64) -> Mounted {
    // Each test starts from a browser with nothing remembered.
    web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&root).unwrap();
    let handle =
        leptos::mount::mount_to(root.clone(), move || view! { <App opening=Opening::Fresh { seed, notice: None } /> });
    Mounted { root, _handle: Box::new(handle) }
}

impl Mounted {
    fn all(&self, selector: &str) -> Vec<Element> {
        let list = self.root.query_selector_all(selector).unwrap();
        (0..list.length()).map(|i| list.item(i).unwrap().unchecked_into()).collect()
    }

    fn one(&self, selector: &str) -> Element {
        self.root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector}"))
    }

    /// The sixteen grid cells' text, row by row ("" for empty).
    fn cells(&self) -> Vec<String> {
        self.all("[role=gridcell]").iter().map(|c| c.text_content().unwrap_or_default()).collect()
    }

    fn text(&self, selector: &str) -> String {
        self.one(selector).text_content().unwrap_or_default()
    }

    /// A button by its name: its label if it has one, else its text.
    fn button(&self, name: &str) -> HtmlElement {
        self.all("button")
            .into_iter()
            .find(|b| {
                b.get_attribute("aria-label").unwrap_or_else(|| b.text_content().unwrap_or_default()).trim() == name
            })
            .unwrap_or_else(|| panic!("no button {name}"))
            .unchecked_into()
    }
}

/// A key pressed on `target` (bubbling, cancellable, as a browser sends it).
fn keydown_on(target: &web_sys::EventTarget, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    target.dispatch_event(&KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap()).unwrap();
}

/// A key pressed with nothing in particular focused.
fn press(key: &str) {
    keydown_on(&web_sys::window().unwrap(), key);
}

async fn settle() {
    leptos::task::tick().await;
}

#[wasm_bindgen_test]
async fn the_board_is_an_accessible_grid() {
    let app = mount(7);
    settle().await;
    assert_eq!(app.one("[role=grid]").get_attribute("aria-label").as_deref(), Some("Board"));
    assert_eq!(app.all("[role=row]").len(), 4);
    let cells = app.cells();
    assert_eq!(cells.len(), 16);
    let tiles: Vec<&String> = cells.iter().filter(|c| !c.is_empty()).collect();
    assert_eq!(tiles.len(), 2, "a new game shows two tiles: {cells:?}");
    for name in ["New game", "Undo", "Hint", "Autoplay"] {
        app.button(name);
    }
}

#[wasm_bindgen_test]
async fn keys_move_tiles_and_score_grows() {
    let app = mount(42);
    settle().await;
    let mut before = app.cells();
    let mut scored = false;
    // Cycle through the four directions; every legal move changes the board
    // and some merge soon scores.
    for (i, key) in ["ArrowDown", "ArrowRight", "ArrowLeft", "ArrowUp"].iter().cycle().take(40).enumerate() {
        let moves_before = app.text("[data-testid=moves]");
        press(key);
        settle().await;
        let after = app.cells();
        if app.text("[data-testid=moves]") != moves_before {
            assert_ne!(after, before, "move {i} ({key}) changed the move count but not the board");
        } else {
            assert_eq!(after, before, "an illegal move {key} changed the board");
        }
        before = after;
        if app.text("[data-testid=score]") != "0" {
            scored = true;
            break;
        }
    }
    assert!(scored, "forty moves without a single merge");
    // WASD works too.
    let moves_before: u32 = app.text("[data-testid=moves]").parse().unwrap();
    for key in ["s", "d", "a", "w"] {
        press(key);
        settle().await;
    }
    let moves_after: u32 = app.text("[data-testid=moves]").parse().unwrap();
    assert!(moves_after > moves_before);

    // With letter shortcuts off, WASD does nothing and the arrows still move.
    let toggle: web_sys::HtmlInputElement = app.one("#letter-keys").unchecked_into();
    toggle.click();
    settle().await;
    let before = app.cells();
    for key in ["s", "d", "a", "w"] {
        press(key);
        settle().await;
    }
    assert_eq!(app.cells(), before, "letters are off");
    for key in ["ArrowDown", "ArrowRight", "ArrowLeft", "ArrowUp"] {
        press(key);
        settle().await;
    }
    assert_ne!(app.cells(), before, "arrows still move");
}

#[wasm_bindgen_test]
async fn undo_restores_the_previous_board() {
    let app = mount(5);
    settle().await;
    let start = app.cells();
    press("ArrowDown");
    settle().await;
    if app.cells() == start {
        press("ArrowUp");
        settle().await;
    }
    assert_ne!(app.cells(), start);
    app.button("Undo").click();
    settle().await;
    assert_eq!(app.cells(), start);
    assert_eq!(app.text("[data-testid=moves]"), "0");
    assert_eq!(app.text("[data-testid=score]"), "0");
}

#[wasm_bindgen_test]
async fn hint_shows_a_direction_and_four_values() {
    let app = mount(9);
    settle().await;
    app.button("Hint").click();
    settle().await;
    let verdict = app.text("[data-testid=hint-direction]");
    assert!(verdict.starts_with("Hint: move "), "{verdict}");
    // The article keeps the values back until the reader guesses or asks.
    assert!(app.all("#choice .value-row").is_empty());
    app.button("Show it without guessing").click();
    settle().await;
    let rows = app.all("#choice .value-row");
    assert_eq!(rows.len(), 4);
    // The chosen row carries the verdict's direction.
    let chosen = app.text("#choice .value-row.chosen .value-dir");
    assert!(verdict.contains(chosen.split_whitespace().last().unwrap()), "{verdict} vs {chosen}");
    // The hint belongs to its board: after a move it is gone.
    let direction = chosen.split_whitespace().last().unwrap().to_string();
    press(match direction.as_str() {
        "up" => "ArrowUp",
        "down" => "ArrowDown",
        "left" => "ArrowLeft",
        _ => "ArrowRight",
    });
    settle().await;
    assert!(app.all("[data-testid=hint-direction]").is_empty());
}

#[wasm_bindgen_test]
async fn a_bad_seed_changes_nothing_and_says_why() {
    let app = mount(11);
    settle().await;
    let before = app.cells();
    let input: web_sys::HtmlInputElement = app.one("#seed-input").unchecked_into();
    input.set_value("twelve");
    input.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    app.button("Replay seed").click();
    settle().await;
    assert!(app.text("[role=alert]").contains("whole number"));
    assert_eq!(app.cells(), before);
    input.set_value("11");
    input.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    app.button("Replay seed").click();
    settle().await;
    assert_eq!(app.cells(), before, "seed 11 deals the same opening again");
}

#[wasm_bindgen_test]
fn a_panic_shows_a_banner() {
    lookahead::ui::web::kit::panic::show_banner("<b>boom</b>");
    let document = web_sys::window().unwrap().document().unwrap();
    let banner = document.query_selector(".panic-banner").unwrap().expect("a banner");
    assert_eq!(banner.get_attribute("role").as_deref(), Some("alert"));
    assert!(banner.text_content().unwrap().contains("<b>boom</b>"), "shown as text, not markup");
    banner.remove();
}

impl Mounted {
    fn tab(&self, name: &str) -> HtmlElement {
        self.all("[role=tab]")
            .into_iter()
            .find(|t| t.text_content().unwrap_or_default() == name)
            .unwrap_or_else(|| panic!("no tab {name}"))
            .unchecked_into()
    }

    fn ranks(&self) -> Vec<u8> {
        self.all("#panel-heuristic .rank-cell")
            .iter()
            .map(|c| c.get_attribute("data-rank").unwrap().parse().unwrap())
            .collect()
    }

    /// The board as the accessible grid shows it.
    fn board(&self) -> lookahead::game::Board {
        let faces: Vec<String> = self.cells().into_iter().map(|c| if c.is_empty() { "0".into() } else { c }).collect();
        lookahead::game::parse_board(&faces.join(",")).unwrap()
    }

    fn select(&self, selector: &str, value: &str) {
        let select: web_sys::HtmlSelectElement = self.one(selector).unchecked_into();
        select.set_value(value);
        select.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    }
}

#[wasm_bindgen_test]
async fn heatmap_shows_the_snake_and_the_overlay_follows_the_board() {
    use lookahead::solver::{Heuristic, Snake, Weights, SNAKE_RANKS};
    use lookahead::ui::model::group_digits;
    let app = mount(21);
    settle().await;
    app.tab("Heuristic").click();
    settle().await;
    assert_eq!(app.ranks(), SNAKE_RANKS.to_vec());
    assert_eq!(app.all(".score-cell").len(), 16);
    let heuristic = Heuristic::new(Weights::ARTICLE, Snake::ARTICLE);
    assert_eq!(app.text("#panel-heuristic [data-testid=score-total]"), group_digits(heuristic.score(app.board())));
    // A new board updates the overlay.
    let before = app.text("#panel-heuristic [data-testid=score-total]");
    press("ArrowDown");
    press("ArrowRight");
    settle().await;
    assert_ne!(app.text("#panel-heuristic [data-testid=score-total]"), before);
    assert_eq!(app.text("#panel-heuristic [data-testid=score-total]"), group_digits(heuristic.score(app.board())));
    let shown: Vec<String> = app.all(".score-cell .score-tile").iter().map(|c| c.text_content().unwrap()).collect();
    let expected: Vec<String> =
        app.cells().into_iter().map(|c| if c.is_empty() { "empty".into() } else { c }).collect();
    assert_eq!(shown, expected);
}

#[wasm_bindgen_test]
async fn the_corner_knob_moves_the_snake_everywhere() {
    use lookahead::solver::{Along, Corner, Snake};
    let app = mount(22);
    settle().await;
    app.tab("Heuristic").click();
    settle().await;
    app.select("#snake-corner", "top-left");
    settle().await;
    let top_left = Snake { corner: Corner::TopLeft, along: Along::Rows };
    assert_eq!(app.ranks(), top_left.ranks().to_vec());
    app.select("#snake-along", "columns");
    settle().await;
    assert_eq!(app.ranks(), Snake { corner: Corner::TopLeft, along: Along::Columns }.ranks().to_vec());
    // The hint now uses the new snake: it matches the solver with that config.
    app.button("Hint").click();
    settle().await;
    let mut config = lookahead::solver::SolverConfig::article();
    config.snake = Snake { corner: Corner::TopLeft, along: Along::Columns };
    let game = lookahead::game::Game::new(22);
    let expected = lookahead::solver::Solver::new(config).unwrap().decide(game.board(), game.decision_seed());
    assert!(app.text("[data-testid=hint-direction]").contains(expected.direction.unwrap().name()));
    // Reset to Article restores the article's snake.
    app.tab("Heuristic").click();
    settle().await;
    app.button("Reset to Article").click();
    settle().await;
    assert_eq!(app.ranks(), lookahead::solver::SNAKE_RANKS.to_vec());
}

#[wasm_bindgen_test]
async fn a_bad_weight_is_refused_and_nothing_changes() {
    let app = mount(23);
    settle().await;
    app.tab("Heuristic").click();
    settle().await;
    let input: web_sys::HtmlInputElement = app.one("#weight-empties").unchecked_into();
    input.set_value("-5");
    input.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    settle().await;
    assert!(app.text(".settings [role=alert]").contains("from 0 to 1,000,000,000,000"));
    app.button("Hint").click();
    settle().await;
    // Still the article's solver: the stored config was not touched.
    let game = lookahead::game::Game::new(23);
    let expected = lookahead::solver::Solver::article().decide(game.board(), game.decision_seed());
    assert!(app.text("[data-testid=hint-direction]").contains(expected.direction.unwrap().name()));
}

#[wasm_bindgen_test]
async fn tabs_follow_the_arrow_keys_without_moving_the_game() {
    let app = mount(24);
    settle().await;
    let before = app.cells();
    let article = app.tab("Article");
    article.focus().unwrap();
    keydown_on(&article, "ArrowRight");
    settle().await;
    assert_eq!(app.tab("Search tree").get_attribute("aria-selected").as_deref(), Some("true"));
    assert_eq!(app.cells(), before, "an arrow key on the tabs is not a move");
}

/// Waits for the browser to paint (focus moves after a frame).
async fn next_frame() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 50).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// The outline's rows at one level, in order (the outline is flat: each
/// row says its level; only the rows in its window are drawn).
fn rows_at(app: &Mounted, level: u32) -> Vec<Element> {
    app.all(&format!("[role=tree] [role=treeitem][aria-level=\"{level}\"]"))
}

/// A row by its node (rows are drawn afresh as the window moves, so they
/// are looked up again rather than kept).
fn row(app: &Mounted, id: &str) -> Element {
    app.one(&format!("#{id}"))
}

#[wasm_bindgen_test]
async fn the_tree_expands_follows_the_keys_and_replays_to_the_hint() {
    let app = mount(31);
    settle().await;
    app.button("Hint").click();
    settle().await;
    app.button("Show it without guessing").click();
    settle().await;
    let hint: Vec<(String, String)> = app
        .all("#choice .value-row")
        .iter()
        .map(|row| {
            let dir = row.query_selector(".value-dir").unwrap().unwrap().text_content().unwrap();
            let value = row.query_selector(".value-number").unwrap().unwrap().text_content().unwrap();
            (dir.split_whitespace().last().unwrap().to_string(), value)
        })
        .filter(|(_, value)| value != "illegal")
        .collect();
    app.tab("Search tree").click();
    settle().await;

    let root = row(&app, "tree-node-0");
    assert_eq!(root.get_attribute("aria-expanded").as_deref(), Some("true"));
    assert_eq!(root.get_attribute("aria-level").as_deref(), Some("1"));
    let moves = rows_at(&app, 2);
    assert_eq!(moves.len(), hint.len(), "one child per legal move");
    assert_eq!(moves[0].get_attribute("aria-setsize").as_deref(), Some(hint.len().to_string().as_str()));
    let first = moves[0].id();

    // Expanding a move draws its spawns (and only then).
    assert_eq!(row(&app, &first).get_attribute("aria-expanded").as_deref(), Some("false"));
    assert!(rows_at(&app, 3).is_empty(), "closed nodes show no children");
    let first_row: HtmlElement = row(&app, &first).query_selector(".tree-row").unwrap().unwrap().unchecked_into();
    first_row.click();
    settle().await;
    assert_eq!(row(&app, &first).get_attribute("aria-expanded").as_deref(), Some("true"));
    let spawns: Vec<String> = rows_at(&app, 3).iter().map(Element::id).collect();
    // (Only the rows inside the outline's window are drawn; each says how
    // many siblings it has.)
    let set_size: usize = row(&app, &spawns[0]).get_attribute("aria-setsize").unwrap().parse().unwrap();
    assert!(set_size % 2 == 0, "a 2 and a 4 per sampled cell: {set_size}");

    // Keys: one tab stop; Home, Down, Right, Left move as the tree pattern says.
    let tree = app.one("[role=tree]");
    keydown_on(&tree, "Home");
    settle().await;
    next_frame().await;
    assert_eq!(row(&app, "tree-node-0").get_attribute("aria-selected").as_deref(), Some("true"));
    assert_eq!(row(&app, "tree-node-0").get_attribute("tabindex").as_deref(), Some("0"));
    keydown_on(&tree, "ArrowDown");
    settle().await;
    next_frame().await;
    assert_eq!(row(&app, &first).get_attribute("aria-selected").as_deref(), Some("true"));
    let focused = web_sys::window().unwrap().document().unwrap().active_element().unwrap();
    assert_eq!(focused.id(), first, "focus follows the selection");
    keydown_on(&tree, "ArrowRight");
    settle().await;
    next_frame().await;
    assert_eq!(
        row(&app, &spawns[0]).get_attribute("aria-selected").as_deref(),
        Some("true"),
        "Right on an open node goes to its first child"
    );
    keydown_on(&tree, "ArrowLeft");
    settle().await;
    assert_eq!(
        row(&app, &first).get_attribute("aria-selected").as_deref(),
        Some("true"),
        "Left goes back to the parent"
    );
    keydown_on(&tree, "ArrowLeft");
    settle().await;
    assert_eq!(
        row(&app, &first).get_attribute("aria-expanded").as_deref(),
        Some("false"),
        "Left on an open node closes it"
    );

    // Step a little, then jump to the end: the root's moves show the hint's values.
    for _ in 0..5 {
        app.button("Step").click();
        settle().await;
    }
    assert!(app.text("[data-testid=step-status]").starts_with("Step 5 of "));
    app.button("Jump to end").click();
    settle().await;
    app.button("Collapse all").click();
    settle().await;
    let shown: Vec<(String, String)> = rows_at(&app, 2)
        .iter()
        .map(|item| {
            let edge = item.query_selector(".node-edge").unwrap().unwrap().text_content().unwrap();
            let value = item.query_selector(".node-value").unwrap().unwrap().text_content().unwrap();
            (edge.split_whitespace().last().unwrap().to_string(), value)
        })
        .collect();
    assert_eq!(shown, hint);
}

/// In the browser, decimal text goes to the JavaScript engine's parser
/// (`lookahead::decimal`): every double written as JSON writes it reads back
/// to the bit there too, the hard ones (17 significant digits) included,
/// and what is no decimal number is refused as natively.
#[wasm_bindgen_test]
fn decimal_text_reads_back_to_the_bit_in_the_browser() {
    use lookahead::decimal::parse;
    let hard = [
        0.9822061161295197,
        5539867157.452826,
        3.0000000000000004,
        1.2345678901234567e-7,
        f64::MAX,
        f64::MIN_POSITIVE,
        5e-324,
    ];
    // splitmix64: bit patterns over the whole range of doubles.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let random = (0..20_000).map(|_| f64::from_bits(next())).filter(|x| x.is_finite());
    for x in hard.into_iter().chain(random) {
        let text = serde_json::to_string(&x).unwrap();
        assert_eq!(parse(&text).map(f64::to_bits), Some(x.to_bits()), "{text}");
    }
    for text in ["", ".", "1e", "0x10", "1_000", " 1", "inf", "NaN", "Infinity", "1e400", "12abc"] {
        assert_eq!(parse(text), None, "{text}");
    }
    // Numbers serde_json's own reader (as built here) gets wrong, each
    // checked to be one: every float field below is given one, so a field
    // left to that reader fails its round trip.
    let misread_by_serde_json =
        |x: &f64| serde_json::from_str::<f64>(&serde_json::to_string(x).unwrap()).ok() != Some(*x);
    let uniform = (0..).map(|_| (next() >> 11) as f64 / (1u64 << 53) as f64);
    let odd: Vec<f64> = uniform.filter(misread_by_serde_json).take(12).collect();
    assert_eq!(odd.len(), 12);
    let big = |x: f64| [x * 1e4, x * 1e5, x * 1e6].into_iter().find(misread_by_serde_json).unwrap_or(x);
    assert!(misread_by_serde_json(&big(odd[1])) && misread_by_serde_json(&big(odd[2])));

    // Settings, and a recorded search under them (its values, odds and
    // decision are checked against its own search when read).
    use lookahead::bench::{CornerSummary, DepthCost, GameRecord, Report, RunInfo, Summary, TileMap};
    use lookahead::solver::{SearchTree, Solver, SolverConfig};
    let mut config = SolverConfig::article();
    config.weights = lookahead::solver::Weights { positional: odd[0], empties: big(odd[1]), smoothness: big(odd[2]) };
    config.four_chance = odd[3];
    let text = serde_json::to_string(&config).unwrap();
    assert_eq!(serde_json::from_str::<SolverConfig>(&text).unwrap(), config, "{text}");
    let board = lookahead::game::parse_board("2,0,0,2,0,0,4,0,0,8,0,0,16,0,0,2").unwrap();
    let tree = SearchTree::record(&Solver::new(config.clone()).unwrap(), board, 11).unwrap();
    assert!(SearchTree::from_json(&tree.to_json()).ok() == Some(tree), "the tree reads back as it was");

    // A benchmark report's timings (its summary is recomputed when read).
    let seed = 3;
    let record = GameRecord {
        index: 0,
        seed: lookahead::bench::game_seed(seed, 0),
        max_tile: 2,
        score: 0,
        moves: 1,
        leaves: 1,
        think_micros: odd[4],
        by_depth: vec![DepthCost { depth: 3, moves: 1, micros: odd[5] }],
        corner: None,
    };
    let report = Report::new(RunInfo { preset: "custom".into(), seed, config }, vec![record]);
    let text = serde_json::to_string(&report).unwrap();
    assert_eq!(serde_json::from_str::<Report>(&text).unwrap(), report, "{text}");
    // The page refuses a report whose games another generator dealt, or
    // that names none (made before reports named it), saying why.
    let other = text.replace("\"generator\":\"pcg32\"", "\"generator\":\"pcg64mcg\"");
    let refused = serde_json::from_str::<Report>(&other).unwrap_err().to_string();
    assert!(refused.contains("dealt by \"pcg64mcg\", not \"pcg32\""), "{refused}");
    let unnamed = text.replace("\"generator\":\"pcg32\",", "");
    let refused = serde_json::from_str::<Report>(&unnamed).unwrap_err().to_string();
    assert!(refused.contains("names no random generator"), "{refused}");

    // A summary as the wall experiment's file holds it.
    let summary = Summary {
        games: 1,
        reached: TileMap(vec![(2048, odd[6])]),
        reached_interval: TileMap(vec![(2048, [odd[7], odd[8]])]),
        median_moves: odd[9],
        mean_moves: odd[10],
        mean_score: odd[11],
        mean_us_per_move: odd[0],
        median_us_per_move: odd[1],
        max_tile_histogram: TileMap(vec![(2048, 1)]),
        by_depth: vec![],
        total_moves: 1,
        total_leaves: 1,
        corner: Some(CornerSummary { share: odd[2], median_first: odd[3], share_after_first: odd[4] }),
    };
    let text = serde_json::to_string(&summary).unwrap();
    assert_eq!(serde_json::from_str::<Summary>(&text).unwrap(), summary, "{text}");
}

/// The search as wasm runs it (its own bit count, tables at fixed
/// addresses; this test build, like the worker's, moves spawned children
/// line by line) gives the native search's decisions to the bit: the values
/// and counts `tests/golden.rs` pins natively, and the first 250 moves of a
/// game, every board's empty cells counted both ways, to the native score
/// and board.
#[wasm_bindgen_test]
fn the_search_in_wasm_is_the_native_search() {
    use lookahead::game::{parse_board, Direction, Game};
    use lookahead::solver::{NodeCounts, Solver};
    let solver = Solver::article();
    let decision = solver.decide(parse_board("2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2").unwrap(), 4);
    assert_eq!(decision.direction, Some(Direction::Down));
    let expected = [9627887745.066668, 8037854299.733333, 2962648050.433334, 9545326299.733332];
    assert_eq!(decision.values, expected.map(Some));
    assert_eq!(decision.nodes, NodeCounts { max: 49, chance: 4, leaves: 183 });
    let mut game = Game::new(lookahead::bench::game_seed(1, 3));
    for _ in 0..250 {
        let board = game.board();
        assert_eq!(board.empty_count() as usize, board.exponents().iter().filter(|&&e| e == 0).count());
        let Some(direction) = solver.decide(board, game.decision_seed()).direction else { break };
        game.play(direction);
    }
    assert_eq!(game.moves(), 250, "game 3 of seed 1 lasts 1,606 moves");
    assert_eq!(
        (game.score(), game.board().to_faces_string()),
        (3088, "0,0,2,4,0,8,4,2,16,32,16,8,16,64,128,256".into())
    );
}
