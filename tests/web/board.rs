//! The board: its grid, keys, Undo, the hint and the seed form.

use crate::app::{mount, press, settle};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

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
