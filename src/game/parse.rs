//! Boards written as text: sixteen face values, the top row first, each
//! row left to right, 0 for empty.
//!
//! This is the one parser for boards a person types (the CLI's `--board`,
//! an edited board or a share link in the page), so its errors are written
//! for that person.

use super::board::{cell_name, Board, MAX_EXPONENT};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a text is not a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Not exactly sixteen values.
    WrongCount { found: usize },
    /// A comma with no value before it, where the value of `position` would be.
    Missing { position: usize },
    /// A value that is not a whole number.
    NotANumber { position: usize, text: String },
    /// A whole number that is neither 0 nor a power of two from 2 to 32768.
    NotATile { position: usize, value: i64 },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::WrongCount { found } => {
                write!(f, "a board needs 16 values (the top row first, 0 for empty), found {found}")
            }
            BoardError::Missing { position } => {
                write!(
                    f,
                    "a comma stands where the value of {} should be (write 0 for an empty cell)",
                    cell_name(*position)
                )
            }
            // Text that is no number, or a number too long to be one a cell holds.
            BoardError::NotANumber { position, text } => write!(
                f,
                "{} holds “{text}”, but a cell holds 0 (empty) or a power of two from 2 to {}",
                cell_name(*position),
                1u32 << MAX_EXPONENT
            ),
            BoardError::NotATile { position, value } => write!(
                f,
                "{} holds {value}, but a cell holds 0 (empty) or a power of two from 2 to {}",
                cell_name(*position),
                1u32 << MAX_EXPONENT
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// A board in JSON is its face values as text, read by [`parse_board`].
impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_faces_string())
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Board, D::Error> {
        let text = String::deserialize(deserializer)?;
        parse_board(&text).map_err(serde::de::Error::custom)
    }
}

/// Parses sixteen face values separated by commas and/or whitespace. Two
/// commas with nothing between them are refused (dropping the gap would
/// move every later tile one cell back); one after the last value is fine.
pub fn parse_board(text: &str) -> Result<Board, BoardError> {
    let parts = board_values(text)?;
    let mut exponents = [0u8; 16];
    for (position, part) in parts.iter().enumerate() {
        let value: i64 =
            part.parse().map_err(|_| BoardError::NotANumber { position, text: part.chars().take(20).collect() })?;
        exponents[position] = exponent_of(value).ok_or(BoardError::NotATile { position, value })?;
    }
    Ok(Board::from_exponents(exponents))
}

/// The sixteen values of a board's text as [`parse_board`] splits it,
/// each still to be read (the editor fills its cells with them).
pub fn board_values(text: &str) -> Result<Vec<&str>, BoardError> {
    let mut parts: Vec<&str> = Vec::with_capacity(16);
    // Where the value being read began, and whether one came since the last comma.
    let (mut start, mut since_comma) = (None, false);
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        let separator = c == ',' || c.is_whitespace();
        match start {
            None if !separator => (start, since_comma) = (Some(i), true),
            Some(from) if separator => {
                parts.push(&text[from..i]);
                start = None;
            }
            _ => {}
        }
        if c == ',' {
            if !since_comma && parts.len() < 16 {
                return Err(BoardError::Missing { position: parts.len() });
            }
            since_comma = false;
        }
    }
    if parts.len() != 16 {
        return Err(BoardError::WrongCount { found: parts.len() });
    }
    Ok(parts)
}

/// The exponent of a face value, if it is one a cell can hold.
fn exponent_of(value: i64) -> Option<u8> {
    match value {
        0 => Some(0),
        v if (2..=1i64 << MAX_EXPONENT).contains(&v) && v.count_ones() == 1 => Some(v.trailing_zeros() as u8),
        _ => None,
    }
}

impl Board {
    /// The board as sixteen comma-separated face values, the form
    /// [`parse_board`] reads.
    pub fn to_faces_string(self) -> String {
        self.faces().map(|v| v.to_string()).join(",")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let text = "2,0,0,4,0,8,0,0,16,0,0,32768,0,0,0,2";
        assert_eq!(parse_board(text).unwrap().to_faces_string(), text);
        assert_eq!(parse_board("2 0 0 4\n0 8 0 0\n16 0 0 32768\n0 0 0 2").unwrap().to_faces_string(), text);
    }

    #[test]
    fn names_each_problem() {
        assert_eq!(parse_board("2,4").unwrap_err(), BoardError::WrongCount { found: 2 });
        assert_eq!(parse_board(""), Err(BoardError::WrongCount { found: 0 }));
        let bad = "2,0,0,4,0,8,0,0,16,0,0,3,0,0,0,2";
        assert_eq!(parse_board(bad).unwrap_err(), BoardError::NotATile { position: 11, value: 3 });
        let big = "65536,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0";
        assert!(matches!(parse_board(big), Err(BoardError::NotATile { value: 65536, .. })));
        assert!(matches!(parse_board("1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0"), Err(BoardError::NotATile { value: 1, .. })));
        let garbage = "x,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-2";
        assert!(matches!(parse_board(garbage), Err(BoardError::NotANumber { position: 0, .. })));
        let negative = "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-2";
        assert_eq!(parse_board(negative), Err(BoardError::NotATile { position: 15, value: -2 }));
        assert!(parse_board("99999999999999999999999,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0").is_err());
    }

    /// A gap between commas is refused where it is, not closed up (which
    /// moved every later tile one cell back); a comma after the last value
    /// is harmless.
    #[test]
    fn a_missing_value_is_named_not_skipped() {
        let gap = "2,,0,4,0,8,0,0,16,0,0,2,0,0,0,2,0";
        assert_eq!(parse_board(gap), Err(BoardError::Missing { position: 1 }));
        assert_eq!(parse_board(",2,0,4,0,8,0,0,16,0,0,2,0,0,0,2"), Err(BoardError::Missing { position: 0 }));
        assert_eq!(parse_board("2, 0 ,  ,4"), Err(BoardError::Missing { position: 2 }));
        let trailing = "2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2,";
        assert_eq!(parse_board(trailing).unwrap().to_faces_string(), "2,0,0,4,0,8,0,0,16,0,0,2,0,0,0,2");
        let message = parse_board(gap).unwrap_err().to_string();
        assert_eq!(message, "a comma stands where the value of row 1, column 2 should be (write 0 for an empty cell)");
        // Commas after the sixteenth value miss nothing.
        assert!(parse_board(&format!("{trailing},")).is_ok());
    }

    /// Messages name a cell as the page labels it, row and column from 1.
    #[test]
    fn messages_name_the_cell() {
        let bad = "2,0,0,4,0,8,0,0,16,0,0,3,0,0,0,2";
        let message = parse_board(bad).unwrap_err().to_string();
        assert!(
            message.starts_with("row 3, column 4 holds 3, but a cell holds 0 (empty) or a power of two"),
            "{message}"
        );
        let message = parse_board("0,q,0,0,0,0,0,0,0,0,0,0,0,0,0,0").unwrap_err().to_string();
        assert_eq!(message, "row 1, column 2 holds “q”, but a cell holds 0 (empty) or a power of two from 2 to 32768");
    }
}
