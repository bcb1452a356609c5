//! Sorting by a numeric key, with one sort for the whole program.
//!
//! The standard library's sorts are generic over the item and the
//! comparison, so every `sort_by_key` call site puts its own copy of the
//! sorting code into the page, about 3.6 KB of wasm each (ten of them, 45 KB,
//! were in the page). Here each call sorts plain numbers instead, a key
//! and a position packed into a `u128`, with the one sort they share; only
//! the short loop that moves the items into place is per item type.

/// Sorts `items` by `key`, keeping items with equal keys in their order
/// (a stable sort, like the standard library's `sort_by_key`).
pub fn sort_by_key<T>(items: &mut [T], key: impl Fn(&T) -> u64) {
    let mut order: Vec<u128> =
        items.iter().enumerate().map(|(place, item)| u128::from(key(item)) << 64 | place as u128).collect();
    // Keys apart, the position breaks the tie: the sort need not be stable.
    order.sort_unstable();
    // `from[place]`: where the item that belongs at `place` is now.
    let mut from: Vec<usize> = order.iter().map(|&packed| packed as u64 as usize).collect();
    // Follow each cycle of the permutation, swapping items into place.
    for start in 0..items.len() {
        let mut place = start;
        while from[place] != start {
            let source = from[place];
            items.swap(place, source);
            from[place] = place;
            place = source;
        }
        from[place] = place;
    }
}

/// A key that orders numbers as [`f64::total_cmp`] does.
pub fn f64_key(value: f64) -> u64 {
    let bits = value.to_bits();
    // Negative numbers count down from the sign bit; positive ones above it.
    if bits >> 63 == 1 {
        !bits
    } else {
        bits | 1 << 63
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The standard library's stable sort, item for item: equal keys
        /// (few distinct ones, so many ties) keep their order.
        #[test]
        fn sorts_as_the_stable_sort_does(keys in prop::collection::vec(0u64..6, 0..200)) {
            let mut items: Vec<(u64, usize)> = keys.iter().enumerate().map(|(i, &k)| (k, i)).collect();
            let mut expected = items.clone();
            expected.sort_by_key(|item| item.0);
            sort_by_key(&mut items, |item| item.0);
            prop_assert_eq!(items, expected);
        }

        /// Any keys, the largest included.
        #[test]
        fn sorts_any_keys(keys in prop::collection::vec(any::<u64>(), 0..100)) {
            let mut items = keys.clone();
            let mut expected = keys;
            expected.sort();
            sort_by_key(&mut items, |&k| k);
            prop_assert_eq!(items, expected);
        }

        #[test]
        fn f64_keys_order_as_total_cmp(a in any::<f64>(), b in any::<f64>()) {
            prop_assert_eq!(f64_key(a).cmp(&f64_key(b)), a.total_cmp(&b));
        }
    }

    #[test]
    fn f64_keys_at_the_edges() {
        let values = [f64::NEG_INFINITY, -1.0, -f64::MIN_POSITIVE, -0.0, 0.0, f64::MIN_POSITIVE, 1.0, f64::INFINITY];
        for pair in values.windows(2) {
            assert!(f64_key(pair[0]) < f64_key(pair[1]), "{} before {}", pair[0], pair[1]);
        }
    }
}
