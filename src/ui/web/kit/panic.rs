//! A panic in wasm stops the app for good; this hook at least says so on
//! the page, instead of leaving a board that silently ignores the reader.

use wasm_bindgen::JsCast;

/// Installs the hook: the panic goes to the console (with a stack trace)
/// and a banner appears at the top of the page.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_banner(&info.to_string());
    }));
}

/// Adds the error banner, built with plain DOM calls: the reactive system
/// may be in any state after a panic, so nothing here relies on it.
pub fn show_banner(detail: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(body) = document.body() else { return };
    let Ok(banner) = document.create_element("div") else { return };
    banner.set_class_name("panic-banner");
    let _ = banner.set_attribute("role", "alert");
    // Text only, never markup: the panic message may contain anything.
    banner.set_text_content(Some(&format!(
        "Something went wrong and the page has stopped working. Reload it to start again. (Details: {detail})"
    )));
    if let Ok(banner) = banner.dyn_into::<web_sys::HtmlElement>() {
        let _ = body.prepend_with_node_1(&banner);
    }
}
