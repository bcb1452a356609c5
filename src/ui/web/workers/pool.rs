//! Starting the solver's Web Workers (trunk builds `worker.js` and
//! `worker_bg.wasm`), for the benchmark and for the Compare tab's reviews,
//! and the [`WorkerPool`] that keeps a run's workers and stops them.

use crate::ui::model::{BUILD_ID, WARM_UP_FLAG};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The workers of one run with the callbacks that hear them; dropping the
/// pool stops every worker at once (whatever they would still send is lost).
#[derive(Default)]
pub struct WorkerPool {
    workers: Vec<web_sys::Worker>,
    _replies: Vec<Closure<dyn Fn(web_sys::MessageEvent)>>,
    _failures: Vec<Closure<dyn Fn(web_sys::Event)>>,
}

impl WorkerPool {
    /// Starts up to `count` workers (fewer if the browser refuses one),
    /// each heard by the callbacks `listen` makes for it: one for its
    /// messages, and one for its failures (a worker that fails to load or
    /// traps raises `error`, not a message, and would otherwise go quiet).
    pub fn start(
        count: usize,
        warm_up: bool,
        mut listen: impl FnMut(
            &web_sys::Worker,
        ) -> (Closure<dyn Fn(web_sys::MessageEvent)>, Closure<dyn Fn(web_sys::Event)>),
    ) -> WorkerPool {
        let mut pool = WorkerPool::default();
        for _ in 0..count {
            let Ok(worker) = spawn_worker(warm_up) else { break };
            let (replies, failures) = listen(&worker);
            worker.set_onmessage(Some(replies.as_ref().unchecked_ref()));
            worker.set_onerror(Some(failures.as_ref().unchecked_ref()));
            worker.set_onmessageerror(Some(failures.as_ref().unchecked_ref()));
            pool.workers.push(worker);
            pool._replies.push(replies);
            pool._failures.push(failures);
        }
        pool
    }

    /// How many workers started.
    pub fn len(&self) -> usize {
        self.workers.len()
    }

    /// The first worker, if any started.
    pub fn first(&self) -> Option<&web_sys::Worker> {
        self.workers.first()
    }

    pub fn is_empty(&self) -> bool {
        self.workers.is_empty()
    }
}

impl Drop for WorkerPool {
    fn drop(&mut self) {
        for worker in &self.workers {
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.set_onmessageerror(None);
            worker.terminate();
        }
    }
}

/// How many workers a run may use: one per core, at most four.
pub fn workers_wanted() -> usize {
    web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency()).clamp(1.0, 4.0) as usize
}

/// Builds a worker from trunk's `worker.js` and `worker_bg.wasm`, found
/// next to the page (a blob script, since a worker must load its wasm
/// through the wasm-bindgen glue). The addresses carry the page's build id,
/// so a browser cache holding another build's worker is not used. Without
/// `warm_up` the worker skips its practice game (see [`WARM_UP_FLAG`]).
fn spawn_worker(warm_up: bool) -> Result<web_sys::Worker, JsValue> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let base = document.base_uri()?.ok_or("no base address")?;
    let address = |file: &str| -> Result<String, JsValue> {
        let url = web_sys::Url::new_with_base(file, &base)?;
        url.search_params().set("build", BUILD_ID);
        // JSON is a JavaScript string literal, quotes and escapes included.
        Ok(crate::plain_json::to_text(&url.href()))
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
