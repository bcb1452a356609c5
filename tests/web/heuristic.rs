//! The Heuristic view: the rank heatmap, the corner knob, the weights.

use crate::app::{mount, press, settle};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

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

/// The ink written on a heatmap cell or a penalty has at least WCAG's 4.5:1
/// contrast with the cell (the heatmap's weights are small text), computed
/// here from the CSS colours the palette gives.
#[wasm_bindgen_test]
fn the_ink_on_every_palette_colour_reads() {
    use lookahead::ui::web::kit::palette::{penalty_colours, rank_colours};
    let luminance = |r: f64, g: f64, b: f64| {
        let linear = |c: f64| {
            let c = c / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    };
    let rgb = |css: &str| -> f64 {
        let parts: Vec<f64> =
            css.trim_start_matches("rgb(").trim_end_matches(')').split(',').map(|p| p.parse().unwrap()).collect();
        luminance(parts[0], parts[1], parts[2])
    };
    let ink = |ink: &str| match ink {
        "#fff" => 1.0,
        "#000" => 0.0,
        other => panic!("an ink of {other}"),
    };
    let ratio = |a: f64, b: f64| (a.max(b) + 0.05) / (a.min(b) + 0.05);
    let mut colours: Vec<(String, &str)> = (0..16).map(rank_colours).collect();
    colours.extend((0..=100).map(|i| penalty_colours(f64::from(i), 100.0)));
    for (background, written) in colours {
        let contrast = ratio(rgb(&background), ink(written));
        assert!(contrast >= 4.5, "{written} on {background}: {contrast:.2}:1");
    }
}
