//! The page around the views: the panic banner and the view tabs.

use crate::app::{keydown_on, mount, settle};
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn a_panic_shows_a_banner() {
    lookahead::ui::web::kit::panic::show_banner("<b>boom</b>");
    let document = web_sys::window().unwrap().document().unwrap();
    let banner = document.query_selector(".panic-banner").unwrap().expect("a banner");
    assert_eq!(banner.get_attribute("role").as_deref(), Some("alert"));
    assert!(banner.text_content().unwrap().contains("<b>boom</b>"), "shown as text, not markup");
    banner.remove();
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
