//! Under the board: the game's timeline (a slider over every position of
//! the game, so a reader can go back to any move and ask the solver
//! there), the board editor's switch, and "Copy link".

use crate::ui::web::board::editor::BoardEditor;
use crate::ui::web::coach::strip::AgreementStrip;
use crate::ui::web::kit::browser;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

/// How long "Link copied" stays on screen.
const COPIED_MS: u64 = 4000;

/// `write_address` writes the page's state into the address now, and
/// returns the link written (the shell's: the address is its own).
#[component]
pub fn PositionTools(write_address: fn(AppState) -> Option<String>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let at = move || state.play.with(|p| p.played().len());
    let end = move || state.play.with(|p| p.line_len());
    let said = RwSignal::new(None::<String>);
    let copy = move |_| {
        // The address now, not after its usual short wait.
        let query = write_address(state).unwrap_or_else(|| state.link().encode());
        let link = format!("{}?{query}", browser::page_base());
        leptos::task::spawn_local(async move {
            let text = match browser::copy_text(&link).await {
                Ok(()) => format!("Link copied ({} characters).", link.len()),
                Err(()) => format!("The browser would not copy it; here it is to copy by hand: {link}"),
            };
            let copied = text.starts_with("Link copied");
            said.set(Some(text.clone()));
            // A confirmation goes after a moment (a link to copy by hand
            // stays until the next copy).
            if copied {
                set_timeout(
                    move || {
                        if said.try_get_untracked().flatten().as_deref() == Some(text.as_str()) {
                            said.try_set(None);
                        }
                    },
                    std::time::Duration::from_millis(COPIED_MS),
                );
            }
        });
    };
    let toggle_editor = move |_| {
        // A board set up while the solver plays would be out of date at once.
        if !state.editing.get_untracked() && state.autoplay.get_untracked() {
            crate::ui::web::board::autoplay::toggle(state);
        }
        state.editing.update(|on| *on = !*on);
        // Opened below the fold (on a desktop the board column
        // ends near the window's foot): brought into view.
        if state.editing.get_untracked() {
            request_animation_frame(|| {
                let editor =
                    web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("board-editor"));
                if let Some(editor) = editor {
                    let options = web_sys::ScrollIntoViewOptions::new();
                    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                    editor.scroll_into_view_with_scroll_into_view_options(&options);
                }
            });
        }
    };
    view! {
        <div class="timeline">
            <label for="timeline-move">"Move"</label>
            <input
                id="timeline-move"
                type="range"
                min="0"
                step="1"
                max=move || end().to_string()
                prop:value=move || at().to_string()
                aria-valuetext=move || format!("move {} of {}", at(), end())
                disabled=move || end() == 0
                on:input=move |ev| {
                    if let Ok(moves) = event_target_value(&ev).parse::<usize>() {
                        state.seek(moves);
                    }
                }
            />
            // Not an <output>: that is a live region, and would speak on
            // every move (the slider's value text says the same on demand).
            <span class="timeline-position" data-testid="timeline-position">
                {move || format!("{} of {}", at(), end())}
            </span>
        </div>
        <AgreementStrip />
        // Edit board last: the editor opens right after it, so the next
        // Tab goes into it.
        <div class="position-tools">
            <button on:click=copy>"Copy link"</button>
            <button
                aria-expanded=move || state.editing.get().to_string()
                // Only while the editor is there to point to.
                aria-controls=move || state.editing.get().then_some("board-editor")
                on:click=toggle_editor
                // Escape closes the editor from its button too, as from inside it.
                on:keydown=move |ev: web_sys::KeyboardEvent| {
                    if ev.key() == "Escape" && state.editing.get_untracked() {
                        state.editing.set(false);
                    }
                }
            >
                "Edit board"
            </button>
            <span class="help" role="status">
                {move || said.get()}
            </span>
        </div>
        {move || state.editing.get().then(|| view! { <BoardEditor /> })}
    }
}
