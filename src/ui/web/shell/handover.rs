//! The app takes the page over from its first view.
//!
//! A release build delivers the page with the app's first view already in
//! it as HTML (`<div class="first-view">`, written by
//! `scripts/prerender.mjs` from these same components), so the article
//! reads while the wasm is still on its way. When the app starts, it mounts
//! beside that view and the view goes, in one task, before the browser
//! paints again. Where the reader was is carried over:
//! - the place they were reading, once they have scrolled: an element near
//!   the top of the window, found again in the app by the same path (from
//!   its nearest ancestor with an id, else from the page's top), and
//!   scrolled back to the same height;
//! - the keyboard focus, by the same path;
//! - a text selection, as a path and a count of characters into it.
//!
//! The app's effects run after the mount, as microtasks, so the place is
//! restored in the next animation frame, once they have settled the
//! layout.
//!
//! The article is a module of its own that arrives after the first one
//! (shell/lazy.rs), so the hand-over has two steps. When the app starts,
//! the first view's article is moved into the app's article panel as it is
//! (its elements, not a copy; moving them drops the focus and selection,
//! which are put back by path like the rest). When the live article is
//! built (out of sight, below the static one), it takes that static
//! article's place the same way, the reader's place carried over again.
//! After both, `<html data-app="live">` says the app has taken over (what
//! the end-to-end tests wait for).

use std::cell::Cell;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, Node};

/// The first view's element, if the page was delivered with one.
const FIRST_VIEW: &str = "[data-first-view]";
/// The article's panel, in the first view and in the app.
const ARTICLE_PANEL: &str = "panel-article";
/// Marks the first view's article elements moved into the app.
const ADOPTED: &str = "data-first-view-article";
/// Marks the live article while it is built out of sight.
const BUILDING: &str = "data-building";

thread_local! {
    /// The steps of the hand-over still to come: the app's, the article's.
    static STEPS_LEFT: Cell<u8> = const { Cell::new(2) };
}

/// Where an element is: the id of its nearest ancestor that has one (or
/// none: the top of the page), then the child index at each step down;
/// and its tag, so that a path the app's page leads elsewhere (something
/// drawn there that the first view lacked) finds nothing rather than the
/// wrong element.
#[derive(Clone, Debug)]
struct Path {
    id: Option<String>,
    steps: Vec<u32>,
    tag: String,
}

/// A point in the text: an element, and how many characters into its
/// text.
struct TextPoint {
    path: Path,
    characters: u32,
}

/// Where the reader was in the first view.
#[derive(Default)]
pub struct ReaderPlace {
    anchor: Option<(Path, f64)>,
    focus: Option<Path>,
    selection: Option<(TextPoint, TextPoint)>,
}

impl ReaderPlace {
    /// The place without the spot being read, the focus and the selection
    /// kept: for a view chosen on the first view, which hides that spot.
    pub fn without_reading_spot(self) -> ReaderPlace {
        ReaderPlace { anchor: None, ..self }
    }
}

fn document() -> Option<Document> {
    web_sys::window()?.document()
}

/// The first view, if the page has one.
fn first_view() -> Option<Element> {
    document()?.query_selector(FIRST_VIEW).ok().flatten()
}

/// Whether the page was delivered with a first view (its article is then
/// moved into the app until the live one is built).
pub fn has_first_view() -> bool {
    first_view().is_some()
}

/// Reads where the reader is in the first view (nothing without one).
pub fn reader_place() -> ReaderPlace {
    first_view().map(|view| place_in(&view)).unwrap_or_default()
}

/// Reads where the reader is in the app, before the static article gives
/// way to the live one.
fn article_place() -> ReaderPlace {
    document().and_then(|d| d.body()).map(|body| place_in(&body)).unwrap_or_default()
}

fn place_in(view: &Element) -> ReaderPlace {
    let is_root = |e: &Element| e.is_same_node(Some(view));
    let focus = document()
        .and_then(|d| d.active_element())
        .filter(|e| view.contains(Some(e)))
        .and_then(|e| path_of(&e, &is_root));
    let selection = web_sys::window().and_then(|w| w.get_selection().ok().flatten()).and_then(|s| {
        let (anchor, focus) = (s.anchor_node()?, s.focus_node()?);
        if !view.contains(Some(&anchor)) || !view.contains(Some(&focus)) {
            return None;
        }
        Some((text_point(&anchor, s.anchor_offset(), &is_root)?, text_point(&focus, s.focus_offset(), &is_root)?))
    });
    // At the top of the page, the page's top stays in view (a notice the
    // app shows there must be seen), so there is no place to keep.
    let scrolled = web_sys::window().and_then(|w| w.scroll_y().ok()).is_some_and(|y| y > 0.0);
    let anchor = reading_anchor(view)
        .filter(|_| scrolled)
        .and_then(|e| Some((path_of(&e, &is_root)?, e.get_bounding_client_rect().top())));
    ReaderPlace { anchor, focus, selection }
}

/// Removes the first view (the app is mounted beside it; the first view's
/// article moves into it until the live one is built), and once the app's
/// layout has settled puts the reader back where they were.
pub fn take_over(place: ReaderPlace) {
    if let Some(view) = first_view() {
        adopt_article(&view);
        view.remove();
    }
    leptos::prelude::request_animation_frame(move || {
        restore(place);
        step_done();
    });
}

/// Puts the live article in the static one's place: in an animation frame
/// (after the first step's, which may still be to come), where the reader
/// is is read, the live article (built out of sight below the static one,
/// shell/live_article.rs) is shown, the static one goes and the reader is
/// put back, before the browser paints.
pub fn take_over_article() {
    // With no stand-in (no first view), there is no place to carry over
    // and nothing to swap: the article shows as it is drawn.
    let adopted = document().and_then(|d| d.query_selector(&format!("[{ADOPTED}]")).ok().flatten());
    if adopted.is_none() {
        show_live_article();
        step_done();
        return;
    }
    leptos::prelude::request_animation_frame(move || {
        let place = article_place();
        show_live_article();
        drop_adopted();
        restore(place);
        step_done();
    });
}

/// Shows the live article, built out of sight.
fn show_live_article() {
    if let Some(live) = document().and_then(|d| d.query_selector(&format!("[{BUILDING}]")).ok().flatten()) {
        let _ = live.remove_attribute(BUILDING);
    }
}

/// The article could not be built: the static one stays, and the app is
/// live without it.
pub fn article_missing() {
    step_done();
}

/// One step of the hand-over done; after both, the app is live (once: an
/// article that failed counts as a step, and so does its retry).
fn step_done() {
    let left = STEPS_LEFT.with(|steps| {
        let before = steps.get();
        steps.set(before.saturating_sub(1));
        (before > 0).then(|| steps.get())
    });
    if left == Some(0) {
        crate::ui::web::kit::browser::mark("app-live");
        if let Some(root) = document().and_then(|d| d.document_element()) {
            let _ = root.set_attribute("data-app", "live");
        }
    }
}

/// Moves the first view's article into the app's article panel (where the
/// live article is not drawn yet), each element marked.
fn adopt_article(view: &Element) {
    let Some(document) = document() else { return };
    let Some(from) = view.query_selector(&format!("#{ARTICLE_PANEL}")).ok().flatten() else { return };
    // (Both panels have the id for now: the app's is the one outside.)
    let Some(panels) = document.query_selector_all(&format!("#{ARTICLE_PANEL}")).ok() else { return };
    let Some(to) = (0..panels.length())
        .filter_map(|i| panels.item(i)?.dyn_into::<Element>().ok())
        .find(|e| !view.contains(Some(e)))
    else {
        return;
    };
    // Before the live article's place, where it is built out of sight
    // (shell/live_article.rs): meanwhile the stand-in's ids are the first
    // in the page, so a link to a section finds the one in view.
    let live = to.query_selector(":scope > .live-article").ok().flatten();
    while let Some(child) = from.first_child() {
        if let Some(element) = child.dyn_ref::<Element>() {
            let _ = element.set_attribute(ADOPTED, "");
        }
        if to.insert_before(&child, live.as_ref().map(|e| e.as_ref())).is_err() {
            break;
        }
    }
}

/// Removes what [`adopt_article`] moved in.
fn drop_adopted() {
    let Some(adopted) = document().and_then(|d| d.query_selector_all(&format!("[{ADOPTED}]")).ok()) else { return };
    for i in 0..adopted.length() {
        if let Some(element) = adopted.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
            element.remove();
        }
    }
}

fn restore(place: ReaderPlace) {
    let is_app_root = |e: &Element| e.tag_name() == "BODY";
    if let Some((path, top)) = place.anchor {
        if let (Some(element), Some(window)) = (find(&path, &is_app_root), web_sys::window()) {
            window.scroll_by_with_x_and_y(0.0, element.get_bounding_client_rect().top() - top);
        }
    }
    if let Some(element) = place.focus.and_then(|path| find(&path, &is_app_root)) {
        if let Ok(element) = element.dyn_into::<HtmlElement>() {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = element.focus_with_options(&options);
        }
    }
    if let Some((anchor, focus)) = place.selection {
        let point = |p: TextPoint| find(&p.path, &is_app_root).and_then(|e| text_node_at(&e, p.characters));
        if let (Some((a, a_offset)), Some((f, f_offset)), Some(selection)) =
            (point(anchor), point(focus), web_sys::window().and_then(|w| w.get_selection().ok().flatten()))
        {
            let _ = selection.set_base_and_extent(&a, a_offset, &f, f_offset);
        }
    }
}

/// The element the reader is reading: in the views' column (the board's
/// column stays put as the page scrolls), the first element with words or
/// a picture whose bottom is below the top of the window; the column
/// itself while its top is still in view.
fn reading_anchor(view: &Element) -> Option<Element> {
    let column = view.query_selector(".panels").ok().flatten()?;
    if column.get_bounding_client_rect().top() >= 0.0 {
        return Some(column);
    }
    let candidates = column.query_selector_all("h1, h2, h3, p, li, figure, table, pre, summary, [role=grid]").ok()?;
    (0..candidates.length()).filter_map(|i| candidates.item(i)?.dyn_into::<Element>().ok()).find(|e| {
        let rect = e.get_bounding_client_rect();
        rect.height() > 0.0 && rect.bottom() > 0.0
    })
}

/// `element`'s path: child indices up to its nearest ancestor with an id,
/// or up to the root (`is_root`), whose children count from the top.
fn path_of(element: &Element, is_root: &dyn Fn(&Element) -> bool) -> Option<Path> {
    let mut steps = Vec::new();
    let mut at = element.clone();
    let tag = element.tag_name();
    loop {
        let id = at.id();
        if !id.is_empty() {
            steps.reverse();
            return Some(Path { id: Some(id), steps, tag });
        }
        let parent = at.parent_element()?;
        steps.push(child_index(&parent, &at, is_root(&parent)));
        if is_root(&parent) {
            steps.reverse();
            return Some(Path { id: None, steps, tag });
        }
        at = parent;
    }
}

/// The element at `path` in the live page, if it has one.
fn find(path: &Path, is_root: &dyn Fn(&Element) -> bool) -> Option<Element> {
    let document = document()?;
    let (mut at, steps) = match &path.id {
        Some(id) => (document.get_element_by_id(id)?, &path.steps[..]),
        None => {
            let body: Element = document.body()?.into();
            let (first, rest) = path.steps.split_first()?;
            (nth_child(&body, *first, is_root(&body))?, rest)
        }
    };
    for step in steps {
        at = nth_child(&at, *step, false)?;
    }
    (at.tag_name() == path.tag).then_some(at)
}

/// Which of `parent`'s elements `child` is; at the top of the page, only
/// the app's own elements count (not the page's script or noscript).
fn child_index(parent: &Element, child: &Element, top: bool) -> u32 {
    let mut index = 0;
    let mut at = parent.first_element_child();
    while let Some(e) = at {
        if e.is_same_node(Some(child)) {
            break;
        }
        if !top || is_app_element(&e) {
            index += 1;
        }
        at = e.next_element_sibling();
    }
    index
}

fn nth_child(parent: &Element, n: u32, top: bool) -> Option<Element> {
    let mut left = n;
    let mut at = parent.first_element_child();
    while let Some(e) = at {
        if !top || is_app_element(&e) {
            if left == 0 {
                return Some(e);
            }
            left -= 1;
        }
        at = e.next_element_sibling();
    }
    None
}

fn is_app_element(e: &Element) -> bool {
    !matches!(e.tag_name().as_str(), "SCRIPT" | "NOSCRIPT") && !e.class_list().contains("panic-banner")
}

/// A selection's end as an element path and a count of characters into
/// that element's text.
fn text_point(node: &Node, offset: u32, is_root: &dyn Fn(&Element) -> bool) -> Option<TextPoint> {
    let (element, before) = match node.dyn_ref::<Element>() {
        Some(element) => {
            let children = node.child_nodes();
            let before = (0..offset.min(children.length()))
                .filter_map(|i| children.item(i))
                .map(|child| text_length(&child))
                .sum();
            (element.clone(), before)
        }
        None => {
            let element = node.parent_element()?;
            (element.clone(), characters_before(&element, node)? + offset)
        }
    };
    Some(TextPoint { path: path_of(&element, is_root)?, characters: before })
}

fn text_length(node: &Node) -> u32 {
    node.text_content().map_or(0, |t| t.encode_utf16().count() as u32)
}

/// How many characters of `element`'s text come before `text` in it.
fn characters_before(element: &Element, text: &Node) -> Option<u32> {
    let mut count = 0;
    let mut found = false;
    walk_text(element.as_ref(), &mut |node| {
        if node.is_same_node(Some(text)) {
            found = true;
            return true;
        }
        count += text_length(node);
        false
    });
    found.then_some(count)
}

/// The text node and offset `characters` into `element`'s text.
fn text_node_at(element: &Element, characters: u32) -> Option<(Node, u32)> {
    let mut left = characters;
    let mut found = None;
    walk_text(element.as_ref(), &mut |node| {
        let length = text_length(node);
        if left <= length {
            found = Some((node.clone(), left));
            return true;
        }
        left -= length;
        false
    });
    found
}

/// Visits the text nodes under `node` in order until `visit` says stop.
fn walk_text(node: &Node, visit: &mut dyn FnMut(&Node) -> bool) -> bool {
    let mut at = node.first_child();
    while let Some(child) = at {
        let stop = if child.node_type() == Node::TEXT_NODE { visit(&child) } else { walk_text(&child, visit) };
        if stop {
            return true;
        }
        at = child.next_sibling();
    }
    false
}
