//! `lookahead`: the solver on the command line, headless.
//!
//! - `bench` plays many games and prints the article's table (or JSON);
//! - `merge` combines the JSON of shards run on several machines;
//! - `decide` asks the solver for one move on a board given as 16 values;
//! - `tree` records the whole search behind that move, as the page shows it;
//! - `wall` and `why-expectimax` run the article's two experiments and
//!   print the page's data;
//! - `postmortem` decides the last positions of a game again;
//! - `claims` checks each of the article's claims, with a verdict;
//! - `positions` makes the bank of test positions readers are tested on;
//! - `review` judges a game's moves by what they cost in chances.
//!
//! Every problem with the input is one line on stderr and exit code 2.

#[cfg(not(target_arch = "wasm32"))]
mod args;
#[cfg(not(target_arch = "wasm32"))]
mod bench;
#[cfg(not(target_arch = "wasm32"))]
mod claims;
#[cfg(not(target_arch = "wasm32"))]
mod decide;
#[cfg(not(target_arch = "wasm32"))]
mod positions;
#[cfg(not(target_arch = "wasm32"))]
mod progress;
#[cfg(not(target_arch = "wasm32"))]
mod review;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use clap::{CommandFactory, FromArgMatches};
    // A value that looks like a flag ("--threads -1") reaches its option's
    // parser, whose refusal names the option, rather than being taken for
    // an unknown flag.
    let command = args::Cli::command().mut_subcommands(|sub| {
        sub.mut_args(|arg| if arg.get_action().takes_values() { arg.allow_negative_numbers(true) } else { arg })
    });
    if std::env::args_os().len() == 1 {
        eprint!("{}", short_usage(&command));
        std::process::exit(2)
    }
    let cli = match command.try_get_matches().and_then(|matches| args::Cli::from_arg_matches(&matches)) {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => error.exit(),
        Err(error) if error.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            eprint!("{}", error.render());
            std::process::exit(2)
        }
        Err(error) => fail(&first_paragraph(&error.render().to_string())),
    };
    let outcome = match cli.command {
        args::Command::Bench(options) => bench::run(options),
        args::Command::Merge(options) => bench::merge(options),
        args::Command::Decide(options) => decide::run(options),
        args::Command::Tree(options) => decide::tree(options),
        args::Command::Wall(options) => bench::experiment(lookahead::analysis::experiment::Experiment::Wall, options),
        args::Command::WhyExpectimax(options) => {
            bench::experiment(lookahead::analysis::experiment::Experiment::WhyExpectimax, options)
        }
        args::Command::Postmortem(options) => decide::postmortem(options),
        args::Command::Claims(options) => claims::run(options),
        args::Command::Positions(options) => positions::run(options),
        args::Command::Review(options) => review::run(options),
    };
    if let Err(message) = outcome {
        fail(&message);
    }
}

/// What bare `lookahead` says: a few lines, the commands named from the
/// command line's own definition.
#[cfg(not(target_arch = "wasm32"))]
fn short_usage(command: &clap::Command) -> String {
    let names: Vec<&str> = command.get_subcommands().map(clap::Command::get_name).collect();
    format!(
        "lookahead: the 2048 solver of the Lookahead article, headless\nusage: lookahead <command> [options]\ncommands: {}\n`lookahead <command> --help` says more about one\n",
        names.join(", ")
    )
}

/// clap's message without its usage lines, joined into one line.
#[cfg(not(target_arch = "wasm32"))]
fn first_paragraph(text: &str) -> String {
    let lines: Vec<&str> = text.lines().take_while(|line| !line.trim().is_empty()).map(str::trim).collect();
    lines.join(" ").trim_start_matches("error: ").to_string()
}

/// Prints one line naming the problem and exits with code 2 (a line, even
/// when the problem quotes text with line breaks or escape codes in it).
#[cfg(not(target_arch = "wasm32"))]
fn fail(message: &str) -> ! {
    eprintln!("lookahead: error: {}", lookahead::json_words::printable(message));
    std::process::exit(2)
}

/// The CLI is native only; this keeps wasm builds of the whole crate working.
#[cfg(target_arch = "wasm32")]
fn main() {}
