//! What the page remembers between visits, typed and versioned: each
//! [`Slot`] holds one value under one `localStorage` key, written in the
//! versioned format of [`crate::ui::model::encode`]: its JSON by serde
//! ([`Slot::new`]) or, for what the first wasm module keeps, by hand
//! ([`Slot::plain`]), so that module carries no serde_json.
//!
//! Two promises: a write the browser refuses (storage full, private mode)
//! comes back as a [`NotSaved`] the caller shows the reader, never silently;
//! and stored text that cannot be read, or fails the caller's check, is set
//! aside under `<key>.unreadable` before anything is written over it, so
//! nothing the reader made is lost.

use crate::plain_json::PlainJson;
use crate::ui::model::capitalised;
use crate::ui::model::{decode, decode_plain, encode, encode_plain};
use crate::ui::web::kit::browser;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt;

/// One remembered value of type `T`, and what it is called for the reader.
pub struct Slot<T> {
    key: &'static str,
    /// What the value is, in words ("the best score").
    what: &'static str,
    /// The value as stored text, and back.
    encode: fn(&T) -> Option<String>,
    decode: fn(&str) -> Option<T>,
}

/// What a slot held.
#[derive(Debug, PartialEq)]
pub enum Loaded<T> {
    /// Nothing stored (or storage unavailable).
    Missing,
    Value(T),
    /// Something unreadable, now set aside; the message says where.
    SetAside {
        message: String,
    },
}

impl<T> Loaded<T> {
    /// The value, if there was one; a set-aside message joins `problems`.
    pub fn value(self, problems: &mut Vec<String>) -> Option<T> {
        match self {
            Loaded::Value(value) => Some(value),
            Loaded::Missing => None,
            Loaded::SetAside { message } => {
                problems.push(message);
                None
            }
        }
    }
}

/// A write the browser refused; its `Display` is the notice to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotSaved {
    what: &'static str,
}

impl fmt::Display for NotSaved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Your browser would not store {} (its storage may be full or turned off): it is kept for this visit only.",
            self.what
        )
    }
}

impl<T: Serialize + DeserializeOwned> Slot<T> {
    pub const fn new(key: &'static str, what: &'static str) -> Slot<T> {
        Slot { key, what, encode: encode::<T>, decode: decode::<T> }
    }
}

impl<T: PlainJson> Slot<T> {
    /// A slot whose JSON is written and read by hand.
    pub const fn plain(key: &'static str, what: &'static str) -> Slot<T> {
        Slot { key, what, encode: encode_plain::<T>, decode: decode_plain::<T> }
    }
}

impl<T> Slot<T> {
    /// The `localStorage` key it is kept under.
    pub const fn key(&self) -> &'static str {
        self.key
    }

    /// The stored value if it reads and passes `usable`. Text from before
    /// slots were versioned (the bare value) is still read.
    pub fn load(&self, usable: impl Fn(&T) -> bool) -> Loaded<T> {
        self.load_or_older(usable, |_| None)
    }

    /// [`Slot::load`], also reading text in an older format with `older`.
    pub fn load_or_older(&self, usable: impl Fn(&T) -> bool, older: impl Fn(&str) -> Option<T>) -> Loaded<T> {
        let Some(text) = browser::load(self.key) else { return Loaded::Missing };
        match (self.decode)(&text).or_else(|| older(&text)).filter(|value| usable(value)) {
            Some(value) => Loaded::Value(value),
            None => Loaded::SetAside { message: set_aside(self.key, self.what, &text) },
        }
    }

    /// Stores `value`, or says why it could not.
    pub fn save(&self, value: &T) -> Result<(), NotSaved> {
        let text = (self.encode)(value).ok_or_else(|| self.not_saved())?;
        browser::save(self.key, &text).map_err(|_| self.not_saved())
    }

    fn not_saved(&self) -> NotSaved {
        NotSaved { what: self.what }
    }
}

/// Moves unreadable `text` stored under `key` out of the way (never over an
/// earlier set-aside copy) and says where it went. Not generic, so the wasm
/// file holds it once.
fn set_aside(key: &str, what: &str, text: &str) -> String {
    let mut kept_under = format!("{key}.unreadable");
    let mut n = 2;
    while browser::load(&kept_under).is_some_and(|earlier| earlier != text) {
        kept_under = format!("{key}.unreadable-{n}");
        n += 1;
    }
    let kept = browser::save(&kept_under, text).is_ok();
    // Without a copy aside, the text stays where it is (until the reader's
    // next save replaces it): never removed unkept.
    if kept {
        browser::remove(key);
    }
    let what = capitalised(what);
    if kept {
        format!("{what} saved earlier could not be read; that text is kept under “{kept_under}”, and nothing was written over it.")
    } else {
        format!("{what} saved earlier could not be read, and the browser would not keep a copy of it aside.")
    }
}
