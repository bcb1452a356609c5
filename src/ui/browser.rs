//! The few browser services the app uses, each failing softly: storage that
//! is missing or full, a clock, randomness for new seeds, the page address.

/// The page's `localStorage`, if the browser allows it (private modes and
/// sandboxed frames may not).
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The stored text under `key`, if any.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Stores `value` under `key`; a refusal (quota, private mode) is ignored:
/// the app keeps working, it just won't remember.
pub fn save(key: &str, value: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(key, value);
    }
}

/// Milliseconds from the Performance API (0 if it is missing).
pub fn now_millis() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// A fresh seed for a new game: a random whole number below 2^32, short
/// enough to read out and type back.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

/// The `seed` parameter of the page's address, if present.
pub fn seed_in_address() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search.trim_start_matches('?').split('&').find_map(|pair| pair.strip_prefix("seed=").map(str::to_string))
}

/// Writes `?seed=…` into the address without reloading, so a reload or a
/// shared link replays the same game.
pub fn show_seed_in_address(seed: u64) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("?seed={seed}")));
    }
}
