//! What a table of runs shows about each run, one column per [`Measure`]:
//! its header and its figure, with the 95% interval for a share. The
//! Benchmark's results and each experiment's tables list the measures they
//! show; a new column is one more variant here and one more entry in a list.

use crate::analysis::experiment::reached;
use crate::bench::Summary;
use crate::numbers::{fixed_percent, group_digits};

/// One column of a table of runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    /// Games played.
    Games,
    /// The share of games that reached a tile, with its interval.
    Reached(u32),
    /// The median game's length in moves.
    MedianMoves,
    /// Thinking per move, the mean over moves.
    MicrosPerMove,
    /// Thinking per move, the mean over moves and the median over games.
    MicrosMeanAndMedian,
    /// How often the largest tile sat in the snake's corner.
    Corner,
}

/// A cell's figure; a share's interval goes on a line of its own, which
/// keeps the column narrow.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub text: String,
    pub interval: Option<String>,
}

impl Measure {
    /// The column's header, also the cell's label where a narrow screen
    /// shows each row as a card.
    pub fn header(self) -> String {
        match self {
            Measure::Games => "Games".into(),
            Measure::Reached(tile) => format!("≥{tile}"),
            Measure::MedianMoves => "Median moves".into(),
            Measure::MicrosPerMove => "µs per move".into(),
            Measure::MicrosMeanAndMedian => "µs per move (mean / median)".into(),
            Measure::Corner => "Largest tile in the corner (positions)".into(),
        }
    }

    /// The run's figure in this column.
    pub fn figure(self, summary: &Summary) -> Figure {
        let plain = |text: String| Figure { text, interval: None };
        match self {
            Measure::Games => plain(group_digits(summary.games as f64)),
            Measure::Reached(tile) => {
                let (share, [low, high]) = reached(summary, tile);
                Figure { text: fixed_percent(share, 1), interval: Some(format!("[{low:.1}, {high:.1}]")) }
            }
            Measure::MedianMoves => plain(group_digits(summary.median_moves)),
            Measure::MicrosPerMove => plain(format!("{:.1}", summary.mean_us_per_move)),
            Measure::MicrosMeanAndMedian => {
                plain(format!("{:.1} / {:.1}", summary.mean_us_per_move, summary.median_us_per_move))
            }
            // Runs kept from before the corner was counted have none.
            Measure::Corner => plain(summary.corner.map_or("—".to_string(), |c| fixed_percent(100.0 * c.share, 1))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::{CornerSummary, TileMap};

    #[test]
    fn figures_read_as_the_tables_print_them() {
        let mut summary = Summary {
            games: 1234,
            reached: TileMap(vec![(2048, 0.5)]),
            reached_interval: TileMap(vec![(2048, [0.43214, 0.56786])]),
            median_moves: 987.5,
            mean_moves: 990.0,
            mean_score: 20_000.0,
            mean_us_per_move: 12.34,
            median_us_per_move: 11.96,
            max_tile_histogram: TileMap(Vec::new()),
            by_depth: Vec::new(),
            total_moves: 1_000_000,
            total_leaves: 0,
            corner: None,
        };
        assert_eq!(Measure::Games.figure(&summary).text, "1,234");
        assert_eq!(
            Measure::Reached(2048).figure(&summary),
            Figure { text: "50.0%".into(), interval: Some("[43.2, 56.8]".into()) }
        );
        // A tile no game reached: 0%, its interval reaching up to the whole.
        assert_eq!(
            Measure::Reached(8192).figure(&summary),
            Figure { text: "0.0%".into(), interval: Some("[0.0, 100.0]".into()) }
        );
        assert_eq!(Measure::MedianMoves.figure(&summary).text, "988");
        assert_eq!(Measure::MicrosPerMove.figure(&summary).text, "12.3");
        assert_eq!(Measure::MicrosMeanAndMedian.figure(&summary).text, "12.3 / 12.0");
        // A run kept from before the corner was counted.
        assert_eq!(Measure::Corner.figure(&summary).text, "—");
        summary.corner = Some(CornerSummary { share: 0.98765, median_first: 3.0, share_after_first: 0.99 });
        assert_eq!(Measure::Corner.figure(&summary).text, "98.8%");
        assert_eq!(Measure::Reached(4096).header(), "≥4096");
        assert_eq!(Measure::Reached(8192).figure(&summary).interval.as_deref(), Some("[0.0, 100.0]"));
    }
}
