//! "Your moves, judged": the reader's moves in the game on screen beside
//! the article solver's, and the review of the moves that differ: games
//! played on from the reader's move and from the solver's with the same
//! tiles (in the workers, with progress and Cancel), each move's cost in
//! chances of the next tile with its interval, flagged above the reader's
//! threshold, and flagged positions kept in the notebook.

use super::Coach;
use crate::analysis::review::{Judgement, Pair, Question, ReviewSettings, Tally, MOST_GAMES};
use crate::solver::{Solver, SolverConfig};
use crate::ui::model::{fixed_percent, gap_in_units, group_digits, percent, Card, MatchSummary, ReaderMove};
use crate::ui::model::{set_review_field, PairOrder, ReviewField, WorkerOrder, WorkerReply};
use crate::ui::web::kit::browser::{self, now_millis};
use crate::ui::web::kit::long_task::LongTask;
use crate::ui::web::kit::status::{ProblemLine, ProgressLine};
use crate::ui::web::state::AppState;
use crate::ui::web::workers::orders::{run_orders, Orders};
use leptos::prelude::*;

/// What the last review took, for the next one's estimate (per paired game).
#[derive(Clone, Copy, PartialEq)]
struct Took {
    moves: usize,
    millis: f64,
    games: usize,
}

#[component]
pub fn CoachPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let coach = expect_context::<Coach>();
    let work = LongTask::new();
    let took = RwSignal::new(None::<Took>);
    let summary = coach.summary;
    // The differing moves a review with these settings has not measured.
    let to_review = Memo::new(move |_| {
        let settings = coach.settings.get();
        coach.moves.with(|moves| {
            moves
                .iter()
                .filter(|m| m.reviewed.is_none_or(|(s, _)| (s.games, s.seed) != (settings.games, settings.seed)))
                .filter_map(ReaderMove::question)
                .collect::<Vec<Question>>()
        })
    });
    let run = move || {
        let questions = to_review.get_untracked();
        if questions.is_empty() || work.running() {
            return;
        }
        let settings = coach.settings.get_untracked();
        let started = now_millis();
        review(work, settings, questions.clone(), move |tallies| {
            let millis = now_millis() - started;
            let games = tallies.iter().map(|t| t.games as usize).sum::<usize>();
            took.set(Some(Took { moves: tallies.len(), millis, games }));
            let now = browser::now_millis_since_1970();
            let mut kept = 0;
            coach.update_notebook(state, |notebook| {
                for (question, tally) in questions.iter().zip(&tallies) {
                    if tally.flagged(settings.threshold) {
                        let card = Card::new(
                            question.board,
                            question.best,
                            question.played,
                            question.target,
                            tally.loss(),
                            tally.interval(),
                            tally.games,
                            now,
                        );
                        kept += usize::from(notebook.keep(card));
                    }
                }
            });
            state.coach.update(|log| {
                for (question, tally) in questions.iter().zip(tallies) {
                    log.reviewed(question, settings, tally);
                }
            });
            let flagged = summary.get_untracked().flagged;
            let kept = if kept > 0 { format!(" {kept} new in your notebook.") } else { String::new() };
            state.announce(&format!("Review done: {flagged} of your moves flagged.{kept}"));
        });
    };
    view! {
        <section class="coach" aria-labelledby="coach-title">
            <h3 id="coach-title">"Your moves, judged"</h3>
            <p class="help">
                "Each move you play yourself is set beside the article's solver on the same board, in the background. A move that differs is then judged by what it costs: games played on by the solver from your move and from its own, with the same tiles falling on both sides, until the next tile (the next power of two above your largest, at least 2048) or the end."
            </p>
            // Not a live region: it changes with every move, and a screen
            // reader hears the move from the board (a review's end is announced).
            <p data-testid="coach-summary">{move || summary_words(&summary.get(), state)}</p>
            <MoveTable />
            <Settings work />
            <p class="help" data-testid="review-cost">
                {move || cost_words(to_review.with(Vec::len), coach.settings.get(), took.get())}
            </p>
            <div class="review-actions">
                <button on:click=move |_| run() disabled=move || work.running() || to_review.with(Vec::is_empty)>
                    {move || match to_review.with(Vec::len) {
                        0 => "Nothing to review".to_string(),
                        1 => "Review 1 move".to_string(),
                        n => format!("Review {n} moves"),
                    }}
                </button>
                <button on:click=move |_| work.cancel() hidden=move || !work.running()>
                    "Cancel"
                </button>
            </div>
            <ProgressLine progress=work.progress label="Review progress" unit="games" />
            <ProblemLine problem=work.problem />
            {move || {
                took.get()
                    .map(|took| {
                        view! {
                            <p class="muted" data-testid="review-took">
                                {format!(
                                    "The last review took {} ({} a move). The command line gives the same figures for the same seed: ",
                                    seconds(took.millis),
                                    seconds(took.millis / took.moves.max(1) as f64),
                                )}
                                <code data-testid="review-command">{command_line(state, coach)}</code>
                            </p>
                        }
                    })
            }}
        </section>
    }
}

fn summary_words(s: &MatchSummary, state: AppState) -> String {
    let moves = state.play.with(|p| p.line_len());
    if s.played == 0 {
        return "You have not played a move of this game yourself yet (Autoplay's moves and a link's are not judged)."
            .into();
    }
    let mut words =
        format!("You played {} of this game's {} moves: {} as the solver plays them", s.played, moves, s.agree);
    if let Some(rate) = s.rate() {
        words.push_str(&format!(" ({} of those judged)", percent(rate / 100.0)));
    }
    words.push_str(&format!(", {} near-ties, {} otherwise", s.near_ties, s.differ));
    if s.reviewed > 0 {
        words.push_str(&format!("; {} reviewed, {} flagged", s.reviewed, s.flagged));
    }
    let pending = s.played - s.judged;
    if pending > 0 {
        words.push_str(&format!("; {pending} still being judged"));
    }
    words.push('.');
    words
}

/// What a review will cost, said before it runs.
fn cost_words(moves: usize, settings: ReviewSettings, took: Option<Took>) -> String {
    if moves == 0 {
        return "No move to review: a move is reviewed when it differs from the solver's and is not a near-tie.".into();
    }
    let games = moves * 2 * settings.games as usize;
    let mut words = format!(
        "Reviewing {} plays {} games ({} a side a move), each to the next tile or the end.",
        if moves == 1 { "1 move".to_string() } else { format!("{moves} moves") },
        group_digits(games as f64),
        settings.games
    );
    if let Some(took) = took.filter(|t| t.games > 0) {
        let per_game = took.millis / (2 * took.games) as f64;
        words.push_str(&format!(" At the last review's pace: about {}.", seconds(per_game * games as f64)));
    }
    words
}

/// The same review on the command line.
fn command_line(state: AppState, coach: Coach) -> String {
    let link = state.play.with_untracked(|p| p.as_link().encode());
    let only: Vec<String> = coach.moves.with_untracked(|moves| {
        moves
            .iter()
            .filter(|m| m.judgement() == Some(Judgement::Differs))
            .map(|m| (m.position.index + 1).to_string())
            .collect()
    });
    let s = coach.settings.get_untracked();
    format!(
        "lookahead review --link '{link}' --only {} --games {} --seed {} --threshold {}",
        only.join(","),
        s.games,
        s.seed,
        s.threshold
    )
}

/// Plays every question's paired games in the workers; the tallies, in
/// the questions' order, go to `finish`.
fn review(
    work: LongTask,
    settings: ReviewSettings,
    questions: Vec<Question>,
    finish: impl FnOnce(Vec<Tally>) + 'static,
) {
    let games = settings.games;
    let config = SolverConfig::article();
    let mut orders = Vec::new();
    let mut of_order = Vec::new();
    for (q, question) in questions.iter().enumerate() {
        for game in 0..games {
            let index = orders.len();
            orders.push(WorkerOrder::Pair(PairOrder {
                config: config.clone(),
                question: *question,
                seed: settings.seed,
                game,
                index,
            }));
            of_order.push((q, game));
        }
    }
    let solver = Solver::article();
    let on_page = {
        let (questions, of_order) = (questions.clone(), of_order.clone());
        move |i: usize| {
            let (q, game) = of_order[i];
            Ok(questions[q].pair(&solver, settings.seed, game))
        }
    };
    let take = |reply| match reply {
        WorkerReply::Paired(played) => Some((played.index, played.pair)),
        _ => None,
    };
    let count = questions.len();
    run_orders(work, Orders { orders, take, on_page: Box::new(on_page) }, move |pairs: Vec<Pair>| {
        let mut tallies = vec![Tally::default(); count];
        for (pair, (q, _)) in pairs.into_iter().zip(of_order) {
            tallies[q].add(pair);
        }
        finish(tallies);
    });
}

/// The reader's moves that differ from the solver's, with what a review found.
#[component]
fn MoveTable() -> impl IntoView {
    let state = expect_context::<AppState>();
    let coach = expect_context::<Coach>();
    let empty_weight = SolverConfig::article().weights.empties;
    let rows = move || {
        let threshold = coach.settings.get().threshold;
        coach.moves.with(|moves| {
            moves
                .iter()
                .filter(|m| matches!(m.judgement(), Some(Judgement::Differs | Judgement::NearTie)))
                .filter_map(|m| {
                    let review = m.review.as_ref()?;
                    let best = review.decision.direction;
                    let at = m.position.index;
                    let by_values = match m.judgement() {
                        Some(Judgement::NearTie) => "a near-tie: not reviewed".to_string(),
                        _ => review
                            .best()
                            .and_then(|b| gap_in_units(b, review.gap(), empty_weight))
                            .map_or_else(|| "worse".to_string(), |gap| format!("{gap} worse")),
                    };
                    let cost = match m.reviewed {
                        None if m.judgement() == Some(Judgement::NearTie) => "–".to_string(),
                        None => "not reviewed yet".to_string(),
                        Some((settings, tally)) => {
                            cost_of(&tally, settings, threshold, m.question().map_or(0, |q| q.target))
                        }
                    };
                    let flagged = m.flagged(threshold);
                    Some(view! {
                        <tr class:flagged=flagged>
                            <th scope="row" data-label="Move">
                                {at + 1}
                            </th>
                            <td data-label="You">
                                {format!("{} {}", m.position.played.arrow(), m.position.played.name())}
                            </td>
                            <td data-label="Solver">
                                {best.map_or("–".into(), |d| format!("{} {}", d.arrow(), d.name()))}
                            </td>
                            <td data-label="By its values">{by_values}</td>
                            <td data-label="Cost in chances" data-testid="move-cost">
                                {cost}
                            </td>
                            <td>
                                <button aria-label=format!("Go to move {}", at + 1) on:click=move |_| state.seek(at)>
                                    "Go there"
                                </button>
                            </td>
                        </tr>
                    })
                })
                .collect_view()
        })
    };
    let any = move || {
        coach
            .moves
            .with(|moves| moves.iter().any(|m| matches!(m.judgement(), Some(Judgement::Differs | Judgement::NearTie))))
    };
    view! {
        <div
            class="table-scroll"
            tabindex="0"
            role="region"
            aria-label="Your moves the solver would not play"
            hidden=move || !any()
        >
            <table class="coach-moves stack-narrow" data-testid="coach-moves">
                <caption>"Your moves the solver would not play"</caption>
                <thead>
                    <tr>
                        <th scope="col">"Move"</th>
                        <th scope="col">"You"</th>
                        <th scope="col">"Solver"</th>
                        <th scope="col">"By its values"</th>
                        <th scope="col">"Cost in chances"</th>
                        <th scope="col">
                            <span class="sr-only">"Go to it"</span>
                        </th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// "12.0 points of the chance of 2048 (95%: 4.1 to 19.9): flagged".
fn cost_of(tally: &Tally, settings: ReviewSettings, threshold: f64, target: u32) -> String {
    let (yours, solvers) = tally.chances();
    let [low, high] = tally.interval();
    let verdict = if tally.flagged(threshold) {
        "flagged"
    } else if low > 0.0 {
        "a loss, under your threshold"
    } else {
        "not clearly a loss"
    };
    format!(
        "{:.1} points of the chance of {target} ({} against {} in {} games a side; 95%: {:.1} to {:.1}): {verdict}",
        tally.loss(),
        fixed_percent(yours, 0),
        fixed_percent(solvers, 0),
        settings.games,
        low,
        high,
    )
}

/// The review's settings: games a side, the threshold, the seed.
#[component]
fn Settings(work: LongTask) -> impl IntoView {
    let state = expect_context::<AppState>();
    let coach = expect_context::<Coach>();
    let problem = RwSignal::new(None::<String>);
    let set = move |field: ReviewField, text: String| {
        let mut settings = coach.settings.get_untracked();
        match set_review_field(&mut settings, field, &text) {
            Ok(()) => {
                problem.set(None);
                coach.set_settings(state, settings);
            }
            Err(refused) => problem.set(Some(refused)),
        }
    };
    let s = coach.settings.get_untracked();
    view! {
        <div class="compare-form coach-settings">
            <label for="coach-games">"Games a side"</label>
            <input
                id="coach-games"
                type="number"
                min="1"
                max=MOST_GAMES.to_string()
                value=s.games.to_string()
                disabled=move || work.running()
                on:change=move |ev| set(ReviewField::Games, event_target_value(&ev))
            />
            <label for="coach-threshold">"Flag above (points)"</label>
            <input
                id="coach-threshold"
                type="number"
                min="0"
                max="100"
                step="0.5"
                value=crate::digits::display(s.threshold)
                on:change=move |ev| set(ReviewField::Threshold, event_target_value(&ev))
            />
            <label for="coach-seed">"Review seed"</label>
            <input
                id="coach-seed"
                type="number"
                min="0"
                value=s.seed.to_string()
                disabled=move || work.running()
                on:change=move |ev| set(ReviewField::Seed, event_target_value(&ev))
            />
        </div>
        <ProblemLine problem />
    }
}

/// A duration of a review: "4.2 s", or "0.3 s".
fn seconds(millis: f64) -> String {
    format!("{:.1} s", millis / 1000.0)
}
