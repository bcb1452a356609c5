//! Ids for what the page draws more than once.

/// A number no earlier call gave: for the ids and keys of what the page
/// draws more than once (a knob, a field for the reader's own words).
pub fn next_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}
