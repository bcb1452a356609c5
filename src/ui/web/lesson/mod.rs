//! Lessons for a class: a teacher picks positions, each with a question
//! and a line of their own, and hands the whole lesson out as one link; a
//! student works it and saves the answers as a file; the teacher reads the
//! class's files back.
//!
//! - `context`: the lesson being made, the lesson open here and the
//!   student's work on it, the solver's answers;
//! - `panel`: "Lessons for a class" (in Compare), holding the rest;
//! - `maker`: making a lesson, and its link;
//! - `student`: working an opened lesson, position by position;
//! - `question`: what a question shows beside its board;
//! - `worksheet`: the lesson printed;
//! - `class`: the teacher's view of the class's answers.

pub mod class;
pub mod context;
pub mod maker;
pub mod panel;
pub mod question;
pub mod student;
pub mod worksheet;

pub use context::Lessons;
