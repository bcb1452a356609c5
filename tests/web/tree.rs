//! The Search tree view: the outline, its keys, replaying to the hint.

use crate::app::{keydown_on, mount, settle, Mounted};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

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
