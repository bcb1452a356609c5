//! Swipes: a stroke on the board (the full one, or the docked copy) plays
//! the move it points to; a tap, or a stroke shorter than `MIN_SWIPE`,
//! plays nothing.

use crate::ui::model::{direction_for_swipe, MIN_SWIPE};
use crate::ui::web::state::AppState;
use std::cell::Cell;
use std::rc::Rc;
use web_sys::TouchEvent;

/// The handlers for `touchstart`, `touchmove` and `touchend` on an element
/// a stroke on which plays a move.
pub fn swipe_handlers(state: AppState) -> (impl Fn(TouchEvent), impl Fn(TouchEvent), impl Fn(TouchEvent)) {
    // Where the touch began; the direction is decided when it ends.
    let start: Rc<Cell<Option<(f64, f64)>>> = Rc::new(Cell::new(None));
    let on_start = {
        let start = start.clone();
        move |ev: TouchEvent| {
            let one = ev.touches().length() == 1;
            start.set(ev.touches().get(0).filter(|_| one).map(|t| (f64::from(t.client_x()), f64::from(t.client_y()))));
        }
    };
    // CSS `touch-action: none` already keeps the stroke from scrolling the
    // page; this covers browsers that ignore it.
    let on_move = |ev: TouchEvent| {
        if ev.cancelable() {
            ev.prevent_default();
        }
    };
    let on_end = move |ev: TouchEvent| {
        let Some((x0, y0)) = start.take() else { return };
        let Some(touch) = ev.changed_touches().get(0) else { return };
        let (dx, dy) = (f64::from(touch.client_x()) - x0, f64::from(touch.client_y()) - y0);
        if let Some(direction) = direction_for_swipe(dx, dy, MIN_SWIPE) {
            // Not also a tap (the docked board's is "open the full board").
            if ev.cancelable() {
                ev.prevent_default();
            }
            state.move_in(direction);
        }
    };
    (on_start, on_move, on_end)
}
