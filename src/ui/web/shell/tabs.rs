//! The views beside the board, as tabs (the WAI-ARIA tabs pattern: arrow
//! keys, Home and End move between tabs; Tab moves into the panel): the
//! article, and the views it leads into.

use crate::ui::model::ViewName;
use crate::ui::web::kit::browser;
use crate::ui::web::kit::navigation::{bring_tabs_into_sight, by_pointer, focus_tab};
use crate::ui::web::shell::lazy::{self, LoadFailed};
use crate::ui::web::shell::live_article::LiveArticle;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[component]
pub fn Views() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Where the reader was reading the article: the Article tab brings them
    // back there (the other views are shorter, so the page's own scroll is
    // lost on the way). Only while the tabs are out of sight above: the
    // climb back up to them, to leave, is not where they were reading.
    let article_at = StoredValue::new(None::<f64>);
    let on_scroll = window_event_listener(leptos::ev::scroll, move |_| {
        if state.view.get_untracked() == ViewName::Article && tabs_above_the_screen() {
            article_at.set_value(window().scroll_y().ok());
        }
    });
    on_cleanup(move || on_scroll.remove());
    // (From the keyboard the reader stays at the tabs, where focus is.)
    let click = move |view: ViewName, ev: web_sys::MouseEvent| {
        let back_to_article = view == ViewName::Article && state.view.get_untracked() != ViewName::Article;
        state.view.set(view);
        if let (true, true, Some(y)) = (back_to_article, by_pointer(&ev), article_at.get_value()) {
            request_animation_frame(move || window().scroll_to_with_x_and_y(0.0, y));
        } else if by_pointer(&ev) {
            bring_tabs_into_sight();
        }
        let_go_if_clicked(&ev);
    };
    let select = move |view: ViewName| {
        state.view.set(view);
        focus_tab(view);
    };
    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        if browser::shortcut(&ev) {
            return;
        }
        let count = ViewName::ALL.len();
        let current = ViewName::ALL.iter().position(|&p| p == state.view.get_untracked()).unwrap_or(0);
        let next = match ev.key().as_str() {
            "ArrowRight" => (current + 1) % count,
            "ArrowLeft" => (current + count - 1) % count,
            "Home" => 0,
            "End" => count - 1,
            _ => return,
        };
        ev.prevent_default();
        select(ViewName::ALL[next]);
    };
    let tabs = ViewName::ALL
        .into_iter()
        .map(|view| {
            let selected = move || state.view.get() == view;
            view! {
                <button
                    role="tab"
                    id=format!("tab-{}", view.id())
                    aria-controls=format!("panel-{}", view.id())
                    aria-selected=move || selected().to_string()
                    tabindex=move || if selected() { "0" } else { "-1" }
                    class="tab"
                    on:click=move |ev: web_sys::MouseEvent| click(view, ev)
                >
                    {view.title()}
                </button>
            }
        })
        .collect_view();
    let views = ViewName::ALL[1..]
        .iter()
        .map(|&view| {
            view! {
                <TabPanel view=view>
                    <LazyView view=view />
                </TabPanel>
            }
        })
        .collect_view();
    view! {
        <div role="tablist" aria-label="Views" class="tabs" on:keydown=on_keydown>
            {tabs}
        </div>
        <TabPanel view=ViewName::Article>
            <LiveArticle />
        </TabPanel>
        {views}
    }
}

/// A tab's panel; hidden (but kept) while another tab is selected.
#[component]
fn TabPanel(view: ViewName, children: Children) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <div
            role="tabpanel"
            id=format!("panel-{}", view.id())
            aria-labelledby=format!("tab-{}", view.id())
            class="tabpanel"
            hidden=move || state.view.get() != view
        >
            {children()}
        </div>
    }
}

/// The view behind a tab, built the first time its tab is selected and
/// kept from then on (a benchmark under way goes on while another tab is
/// read). Until its module has arrived the panel says that it is loading;
/// if the module cannot be fetched, it says so, with a way to try again.
#[component]
fn LazyView(view: ViewName) -> impl IntoView {
    let state = expect_context::<AppState>();
    let wanted = Memo::new(move |was: Option<&bool>| was.copied().unwrap_or(false) || state.view.get() == view);
    let attempt = RwSignal::new(0u32);
    move || {
        if !wanted.get() {
            return None;
        }
        attempt.track();
        let loading = move || {
            view! {
                <p class="view-loading" role="status">
                    {format!("Loading the {} view…", view.title())}
                </p>
            }
        };
        Some(view! {
            <Suspense fallback=loading>
                {Suspend::new(async move {
                    match lazy::build(view).await {
                        Ok(view) => view,
                        Err(problem) => {
                            view! {
                                <LoadFailed
                                    what=format!("The {} view", view.title())
                                    problem=problem.to_string()
                                    then="."
                                    retry=Callback::new(move |()| attempt.update(|n| *n += 1))
                                />
                            }
                                .into_any()
                        }
                    }
                })}
            </Suspense>
        })
    }
}

/// A tab clicked with a pointer lets go of the focus it took, so that the
/// reader's next arrow keys play the board (as the article invites) rather
/// than switch tabs. A tab activated from the keyboard keeps it: there the
/// arrow keys are how the tabs are used.
fn let_go_if_clicked(ev: &web_sys::MouseEvent) {
    if !by_pointer(ev) {
        return;
    }
    if let Some(tab) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = tab.blur();
    }
}

/// Whether the tab strip has scrolled out of sight above the window.
fn tabs_above_the_screen() -> bool {
    document()
        .query_selector("[role=tablist]")
        .ok()
        .flatten()
        .is_some_and(|tabs| tabs.get_bounding_client_rect().bottom() < 0.0)
}
