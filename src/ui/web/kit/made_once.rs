//! [`MadeOnce`]: a value the app makes the first time a view asks for it,
//! not as it starts, so that its code (a stored value's reader, say) lives
//! in the module of the view that asks rather than in the first one, which
//! the board waits for.

use leptos::prelude::*;

/// A place made as the app starts; the value in it is made on first ask,
/// under the owner current when the place was made, so it lives as long
/// as the app whichever view asked first.
pub struct MadeOnce<T: Send + Sync + 'static> {
    /// Held weakly: a strong hold from a value the owner itself owns would
    /// keep the app alive after it is unmounted.
    owner: StoredValue<WeakOwner, LocalStorage>,
    made: StoredValue<Option<T>>,
}

impl<T: Send + Sync + 'static> Clone for MadeOnce<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for MadeOnce<T> {}

impl<T: Copy + Send + Sync + 'static> MadeOnce<T> {
    /// An empty place, owned by the current owner (the app's).
    pub fn new() -> MadeOnce<T> {
        let owner = StoredValue::new_local(Owner::current().unwrap_or_default().downgrade());
        MadeOnce { owner, made: StoredValue::new(None) }
    }

    /// The value, made by `make` the first time (untracked: a first ask
    /// from inside an effect subscribes it to nothing).
    pub fn get(&self, make: impl FnOnce() -> T) -> T {
        if let Some(value) = self.made.get_value() {
            return value;
        }
        let owner = self.owner.with_value(WeakOwner::upgrade).unwrap_or_default();
        let value = owner.with(|| untrack(make));
        self.made.set_value(Some(value));
        value
    }
}
