//! A stand-in for `wasm-streams` 0.5: the calls Leptos's server functions
//! make (`server_fn`'s streaming request and response bodies), none of which
//! this page, which has no server, ever makes.
//!
//! Why. The published crate exports three classes to JavaScript
//! (`IntoUnderlyingSource`, `IntoUnderlyingByteSource`,
//! `IntoUnderlyingSink`). An export is kept whether or not anything calls
//! it, so every wasm the project builds (the page's first module and the
//! benchmark's worker) carried them, with the futures machinery behind them
//! and their JavaScript glue.
//!
//! Each call fails loudly instead of working: a future server function
//! that streams would find out at once (see vendor/README.md).

use futures_core::Stream;
use std::pin::Pin;
use std::task::{Context, Poll};
use wasm_bindgen::JsValue;

const UNAVAILABLE: &str = "streaming bodies are not built into this page (vendor/wasm-streams)";

/// A JavaScript `ReadableStream`.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        Self { raw }
    }

    /// Not available here: see the module's documentation.
    pub fn from_stream<St>(_stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        panic!("{UNAVAILABLE}")
    }

    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    /// A stream that ends at once with an error saying why.
    pub fn into_stream(self) -> Unavailable {
        Unavailable { said: false }
    }
}

/// The stream [`ReadableStream::into_stream`] gives: one error, then the end.
pub struct Unavailable {
    said: bool,
}

impl Stream for Unavailable {
    type Item = Result<JsValue, JsValue>;

    fn poll_next(mut self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        if self.said {
            return Poll::Ready(None);
        }
        self.said = true;
        Poll::Ready(Some(Err(JsValue::from_str(UNAVAILABLE))))
    }
}
