//! How a run's games are handed to the page's workers: a few at a time.
//!
//! Every message between the page and a worker costs the page's main thread
//! some work, and that thread shares the reader's cores with the workers,
//! so fewer, larger orders leave the workers more time. But a worker that
//! takes a large order late in a run is still playing it when the others
//! have finished, so the orders shrink as the run nears its end.

/// The most games one order holds.
pub const MOST_PER_ORDER: u64 = 8;

/// How many games the next order holds, with `left` games not yet handed
/// out to `workers` workers: a quarter of each worker's share of them, at
/// least one and at most [`MOST_PER_ORDER`] (and never more than are left).
pub fn next_order_size(left: u64, workers: u64) -> u64 {
    (left / (4 * workers.max(1))).clamp(1, MOST_PER_ORDER).min(left)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Handing out `games` to `workers` workers in turn, the order sizes.
    fn orders(games: u64, workers: u64) -> Vec<u64> {
        let mut left = games;
        let mut sizes = Vec::new();
        while left > 0 {
            let size = next_order_size(left, workers);
            sizes.push(size);
            left -= size;
        }
        sizes
    }

    #[test]
    fn a_run_is_handed_out_in_few_orders_that_shrink_to_one_game() {
        let sizes = orders(250, 2);
        assert_eq!(sizes.iter().sum::<u64>(), 250);
        assert_eq!(sizes[0], MOST_PER_ORDER);
        assert!(sizes.len() <= 60, "{} orders for 250 games: {sizes:?}", sizes.len());
        assert!(sizes.windows(2).all(|pair| pair[1] <= pair[0]), "{sizes:?}");
        // The last orders, one per worker at least, hold a game each.
        assert_eq!(sizes[sizes.len() - 2..], [1, 1]);
    }

    #[test]
    fn small_runs_go_a_game_at_a_time() {
        assert_eq!(orders(3, 2), [1, 1, 1]);
        assert_eq!(orders(1, 4), [1]);
        assert_eq!(next_order_size(5, 0), 1, "no workers counts as one");
        assert_eq!(next_order_size(0, 2), 0, "nothing left, nothing ordered");
    }
}
