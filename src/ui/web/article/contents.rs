//! The article's table of contents: a navigation landmark whose link to
//! the section in view carries `aria-current`, following the reader's
//! scrolling.

use crate::ui::model::{Section, ViewName};
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;

/// A section is "in view" once its top has passed this share of the
/// window's height.
const READING_LINE: f64 = 0.3;

#[component]
pub fn Contents() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Follow the scrolling, at most once a frame.
    let queued = Rc::new(Cell::new(false));
    let on_scroll = window_event_listener(leptos::ev::scroll, move |_| {
        if queued.replace(true) {
            return;
        }
        let queued = queued.clone();
        request_animation_frame(move || {
            queued.set(false);
            if let Some(section) = section_in_view() {
                state.section.try_set(Some(section));
            }
        });
    });
    on_cleanup(move || on_scroll.remove());
    request_animation_frame(move || {
        if let Some(section) = section_in_view() {
            state.section.try_set(Some(section));
        }
    });
    let links = Section::ALL
        .into_iter()
        .map(|section| {
            let current = move || (state.section.get() == Some(section)).then_some("location");
            view! {
                <li>
                    <a href=format!("#{}", section.id()) aria-current=current>
                        {section.title()}
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <nav class="contents" aria-label="Contents" hidden=move || state.view.get() != ViewName::Article>
            <h2 class="contents-title">"Contents"</h2>
            <ol>{links}</ol>
        </nav>
    }
}

/// The last section whose top is above the reading line (the first one
/// before any is).
fn section_in_view() -> Option<Section> {
    let window = web_sys::window()?;
    let document = window.document()?;
    let line = window.inner_height().ok()?.as_f64()? * READING_LINE;
    let mut in_view = None;
    for section in Section::ALL {
        let Some(element) = document.get_element_by_id(section.id()) else { continue };
        let top = element.get_bounding_client_rect().top();
        // A hidden section (another view is open) has no box.
        if element.get_bounding_client_rect().height() == 0.0 {
            return None;
        }
        if top <= line || in_view.is_none() {
            in_view = Some(section);
        }
    }
    in_view
}
