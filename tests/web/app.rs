//! The app mounted for a test, what a test reads of it (cells, tabs,
//! buttons, the heatmap's ranks), and the reader's hands: keys, settling.

use leptos::prelude::*;
use lookahead::ui::web::{App, Opening};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit};

/// A mounted app and the element it lives in; dropping it unmounts the app
/// (and removes its keyboard listener).
pub struct Mounted {
    root: HtmlElement,
    _handle: Box<dyn std::any::Any>,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        self.root.remove();
    }
}

pub fn mount(seed: u64) -> Mounted {
    // Each test starts from a browser with nothing remembered.
    web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone(), move || {
        view! {
            <App opening=Opening::Fresh {
                seed,
                notice: None,
            } />
        }
    });
    Mounted { root, _handle: Box::new(handle) }
}

impl Mounted {
    pub fn all(&self, selector: &str) -> Vec<Element> {
        let list = self.root.query_selector_all(selector).unwrap();
        (0..list.length()).map(|i| list.item(i).unwrap().unchecked_into()).collect()
    }

    pub fn one(&self, selector: &str) -> Element {
        self.root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector}"))
    }

    /// The sixteen grid cells' text, row by row ("" for empty).
    pub fn cells(&self) -> Vec<String> {
        self.all("[role=gridcell]").iter().map(|c| c.text_content().unwrap_or_default()).collect()
    }

    pub fn text(&self, selector: &str) -> String {
        self.one(selector).text_content().unwrap_or_default()
    }

    /// A button by its name: its label if it has one, else its text.
    pub fn button(&self, name: &str) -> HtmlElement {
        self.all("button")
            .into_iter()
            .find(|b| {
                b.get_attribute("aria-label").unwrap_or_else(|| b.text_content().unwrap_or_default()).trim() == name
            })
            .unwrap_or_else(|| panic!("no button {name}"))
            .unchecked_into()
    }
}

/// A key pressed on `target` (bubbling, cancellable, as a browser sends it).
pub fn keydown_on(target: &web_sys::EventTarget, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    target.dispatch_event(&KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap()).unwrap();
}

/// A key pressed with nothing in particular focused.
pub fn press(key: &str) {
    keydown_on(&web_sys::window().unwrap(), key);
}

pub async fn settle() {
    leptos::task::tick().await;
}

impl Mounted {
    pub fn tab(&self, name: &str) -> HtmlElement {
        self.all("[role=tab]")
            .into_iter()
            .find(|t| t.text_content().unwrap_or_default() == name)
            .unwrap_or_else(|| panic!("no tab {name}"))
            .unchecked_into()
    }

    pub fn ranks(&self) -> Vec<u8> {
        self.all("#panel-heuristic .rank-cell")
            .iter()
            .map(|c| c.get_attribute("data-rank").unwrap().parse().unwrap())
            .collect()
    }

    /// The board as the accessible grid shows it.
    pub fn board(&self) -> lookahead::game::Board {
        let faces: Vec<String> = self.cells().into_iter().map(|c| if c.is_empty() { "0".into() } else { c }).collect();
        lookahead::game::parse_board(&faces.join(",")).unwrap()
    }

    pub fn select(&self, selector: &str, value: &str) {
        let select: web_sys::HtmlSelectElement = self.one(selector).unchecked_into();
        select.set_value(value);
        select.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    }
}
