//! [`split_fn!`]: a function kept out of the page's first wasm module.
//!
//! With the `split` feature (the release build, scripts/build-app.mjs) the
//! function is a split point: `wasm-split` moves it, and the code only it
//! reaches, into a module of its own (shared by the functions that name
//! the same module), fetched the first time one of them is called.
//! Without the feature (native checks, the browser tests) it is a plain
//! async function, ready at once: the same code either way.

/// `split_fn!(module, fn name(args) -> Result<T, SplitLoaderError> { body })`:
/// an async function whose body runs once `module` is in (a failed fetch
/// comes back as the error, and is tried again at the next call).
macro_rules! split_fn {
    ($module:ident, $(#[$attr:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty $body:block) => {
        #[cfg(feature = "split")]
        $(#[$attr])*
        #[leptos::wasm_split::wasm_split($module, fallible, wasm_split_path = ::leptos::wasm_split)]
        $vis fn $name($($arg: $ty),*) -> $ret $body

        #[cfg(not(feature = "split"))]
        $(#[$attr])*
        $vis async fn $name($($arg: $ty),*) -> $ret $body
    };
}

pub(crate) use split_fn;
