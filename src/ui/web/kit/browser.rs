//! The few browser services the app uses, each failing softly: storage that
//! is missing or full, a clock, randomness for new seeds, the page address.

/// The page's `localStorage`, if the browser allows it (private modes and
/// sandboxed frames may not).
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// This tab's `sessionStorage`: kept across its reloads, seen by no other tab.
fn tab_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// The text this tab keeps under `key`, if any, taken out of storage.
pub fn take_for_tab(key: &str) -> Option<String> {
    let storage = tab_storage()?;
    let text = storage.get_item(key).ok()??;
    let _ = storage.remove_item(key);
    Some(text)
}

/// Keeps `value` under `key` for this tab (silently not, if refused: it
/// only spares a reload from falling behind the address).
pub fn save_for_tab(key: &str, value: &str) {
    if let Some(storage) = tab_storage() {
        let _ = storage.set_item(key, value);
    }
}

/// The stored text under `key`, if any.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Stores `value` under `key`, or says the browser refused (quota, private
/// mode, no storage at all); [`crate::ui::web::kit::storage`] turns that into a notice.
pub fn save(key: &str, value: &str) -> Result<(), ()> {
    storage().ok_or(())?.set_item(key, value).map_err(|_| ())
}

/// Forgets what is stored under `key`.
pub fn remove(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// Whether the reader points with a finger (a touch screen with no hover),
/// so the page can speak of tapping and swiping rather than keys and hover.
pub fn touch_screen() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(hover: none) and (pointer: coarse)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Whether a key came with Alt, Ctrl or Cmd held: a browser's own shortcut
/// (Alt+Left is Back), which the page's keys leave alone.
pub fn shortcut(ev: &web_sys::KeyboardEvent) -> bool {
    ev.alt_key() || ev.ctrl_key() || ev.meta_key()
}

/// Milliseconds from the Performance API (0 if it is missing).
pub fn now_millis() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// The page's clock for what the solver times on the main thread (the
/// Performance API, which browsers round to 0.1 ms: many readings average
/// out, one does not).
pub struct PageClock;

impl crate::bench::Clock for PageClock {
    fn now_micros(&self) -> f64 {
        now_millis() * 1000.0
    }
}

/// The wall clock: milliseconds since 1970 (for what is kept across days).
pub fn now_millis_since_1970() -> f64 {
    js_sys::Date::now()
}

/// A duration from [`now_millis`] for a reader. Browsers round that clock
/// to 0.1 ms, so a shorter time reads "under 0.1 ms", not "0.0 ms".
pub fn millis_text(millis: f64) -> String {
    if millis < 0.1 {
        "under 0.1 ms".to_string()
    } else {
        format!("{} ms", crate::digits::fixed(millis, 1))
    }
}

/// Sets a Performance API mark (seen by the end-to-end timing checks),
/// in place of an earlier one of that name: the browser keeps every mark
/// until it is cleared, and a hint sets one each time it runs.
pub fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        performance.clear_marks_with_mark_name(name);
        let _ = performance.mark(name);
    }
}

/// Records a Performance API measure from the mark `start` until now, in
/// place of an earlier one of that name (kept until cleared, as marks are).
pub fn measure(name: &str, start: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        performance.clear_measures_with_measure_name(name);
        let _ = performance.measure_with_start_mark(name, start);
    }
}

/// Offers `text` to the reader as a downloaded file.
pub fn download(file_name: &str, text: &str, mime: &str) -> Result<(), String> {
    use wasm_bindgen::JsCast;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob =
        web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| "could not make the file")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "could not make the file")?;
    let anchor: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(|_| "could not make a link")?.unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// A fresh seed for a new game: a random whole number below 2^32, short
/// enough to read out and type back.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

/// The page address's query, without its `?` (empty if none).
pub fn address_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .map(|q| q.trim_start_matches('?').to_string())
        .unwrap_or_default()
}

/// How this page was loaded, as the Navigation Timing entry says:
/// "navigate", "reload" or "back_forward" (empty if the browser does not say).
pub fn navigation() -> String {
    let Some(performance) = web_sys::window().and_then(|w| w.performance()) else { return String::new() };
    let entry = performance.get_entries_by_type("navigation").get(0);
    js_sys::Reflect::get(&entry, &"type".into()).ok().and_then(|t| t.as_string()).unwrap_or_default()
}

/// Writes `?query` into the address without reloading, keeping any
/// `#section`: as a new history entry if `new_entry`, else in place of the
/// current one; the entry carries `mark` (see [`entry_mark`]).
pub fn show_in_address(query: &str, new_entry: bool, mark: &str) {
    let Some(window) = web_sys::window() else { return };
    let hash = window.location().hash().unwrap_or_default();
    let Ok(history) = window.history() else { return };
    let url = format!("?{query}{hash}");
    // Writing an entry that already says this (a reload, the page's own
    // start on its own address) would change nothing, yet Chromium fetches
    // the page's icon again after every write.
    let search = window.location().search().unwrap_or_default();
    if !new_entry && search.trim_start_matches('?') == query && entry_mark().as_deref() == Some(mark) {
        return;
    }
    let mark = wasm_bindgen::JsValue::from_str(mark);
    let _ = if new_entry {
        history.push_state_with_url(&mark, "", Some(&url))
    } else {
        history.replace_state_with_url(&mark, "", Some(&url))
    };
}

/// The mark the page left on the current history entry, if it left text
/// there (the browser keeps it through reloads and Back).
pub fn entry_mark() -> Option<String> {
    web_sys::window()?.history().ok()?.state().ok()?.as_string()
}

/// The page's address without its query or `#section`.
pub fn page_base() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return String::new() };
    format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default())
}

/// Puts `text` on the clipboard; `Err` if the browser has no clipboard
/// here or refuses.
pub async fn copy_text(text: &str) -> Result<(), ()> {
    let window = web_sys::window().ok_or(())?;
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise).await.map(|_| ()).map_err(|_| ())
}

/// Moves keyboard focus to the first element matching `selector`, if any
/// (scrolling it into view): where the reader's next keys should go after
/// the control they used has gone.
pub fn focus(selector: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Scrolls the element with id `id` into view, if there is one.
pub fn scroll_to(id: &str) {
    if let Some(element) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) {
        element.scroll_into_view();
    }
}

/// Brings the article section `id` to the top and gives its heading the
/// keyboard, so that the next Tab goes on from there.
pub fn reach_section(id: &str) {
    scroll_to(id);
    let heading = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&format!("{id}-title")))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
    if let Some(heading) = heading {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = heading.focus_with_options(&options);
    }
}

/// Resolves once the page has painted (the frame after this one has begun):
/// a status set just before is on screen while the work after runs.
pub async fn after_paint() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        leptos::prelude::request_animation_frame(move || {
            after(0, move || drop(resolve.call0(&wasm_bindgen::JsValue::NULL)))
        });
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Runs `then` once an element matching `selector` is in the page: a view
/// whose module is still on its way draws its elements later. Looks every
/// `DRAWN_POLL_MS` for up to `DRAWN_WAIT_MS`, then gives up.
pub fn when_drawn(selector: &'static str, then: impl FnOnce() + 'static) {
    look_for(selector, Box::new(then), 0);
}

const DRAWN_POLL_MS: i32 = 50;
const DRAWN_WAIT_MS: i32 = 60_000;

fn look_for(selector: &'static str, then: Box<dyn FnOnce()>, waited: i32) {
    let drawn =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(selector).ok().flatten()).is_some();
    if drawn {
        then();
    } else if waited < DRAWN_WAIT_MS {
        after(DRAWN_POLL_MS, move || look_for(selector, then, waited + DRAWN_POLL_MS));
    }
}

/// Runs `then` once the browser is next idle (where it cannot say, after a
/// second): for work that can wait behind the reader's input and drawing.
pub fn when_idle(then: impl FnOnce() + 'static) {
    use wasm_bindgen::JsCast;
    /// Safari has no requestIdleCallback: a timer stands in.
    const IDLE_FALLBACK_MS: i32 = 1_000;
    let callback = wasm_bindgen::closure::Closure::once_into_js(then);
    let Some(window) = web_sys::window() else { return };
    let function: &js_sys::Function = callback.unchecked_ref();
    let has_idle = js_sys::Reflect::has(&window, &"requestIdleCallback".into()).unwrap_or(false);
    if !has_idle || window.request_idle_callback(function).is_err() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(function, IDLE_FALLBACK_MS);
    }
}

/// Runs `then` once after `millis` milliseconds.
pub fn after(millis: i32, then: impl FnOnce() + 'static) {
    use wasm_bindgen::JsCast;
    let callback = wasm_bindgen::closure::Closure::once_into_js(then);
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), millis);
    }
}
