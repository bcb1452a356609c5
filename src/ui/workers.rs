//! Starting the solver's Web Workers (trunk builds `worker.js` and
//! `worker_bg.wasm`), for the benchmark and for the Compare tab's reviews.

use super::bench_worker::{BUILD_ID, WARM_UP_FLAG};
use wasm_bindgen::prelude::*;

/// Builds a worker from trunk's `worker.js` and `worker_bg.wasm`, found
/// next to the page (a blob script, since a worker must load its wasm
/// through the wasm-bindgen glue). The addresses carry the page's build id,
/// so a browser cache holding another build's worker is not used. Without
/// `warm_up` the worker skips its practice game (see [`WARM_UP_FLAG`]).
pub fn spawn_worker(warm_up: bool) -> Result<web_sys::Worker, JsValue> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let base = document.base_uri()?.ok_or("no base address")?;
    let address = |file: &str| -> Result<String, JsValue> {
        let url = web_sys::Url::new_with_base(file, &base)?;
        url.search_params().set("build", BUILD_ID);
        // JSON is a JavaScript string literal, quotes and escapes included.
        serde_json::to_string(&url.href()).map_err(|e| JsValue::from_str(&e.to_string()))
    };
    let (glue, wasm) = (address("worker.js")?, address("worker_bg.wasm")?);
    // A failed load reports back as an error reply instead of going quiet.
    let script = format!(
        "self.{WARM_UP_FLAG} = {warm_up}; importScripts({glue}); wasm_bindgen({{ module_or_path: {wasm} }})\
         .catch(e => postMessage(JSON.stringify({{ error: 'the worker could not start: ' + e }})));"
    );
    let parts = js_sys::Array::of1(&JsValue::from_str(&script));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let worker = web_sys::Worker::new(&url);
    // The worker has its own copy of the script once constructed.
    let _ = web_sys::Url::revoke_object_url(&url);
    worker
}
