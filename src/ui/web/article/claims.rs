//! 7. Checking the article's claims. Each claim in the page's words, with
//! every check the data at hand allows (the committed command-line runs,
//! this page's runs, the reader's own game) and a verdict computed from
//! it (`analysis::claim_list`, the list `lookahead claims` prints too).
//! Then "Why expectimax?", the experiment behind the first two claims.

use super::experiment::{page_run, ExperimentLabs};
use super::why::WhyExpectimax;
use crate::analysis::claim_list::{claim_list, committed_source, committed_thinking, Claim, Inputs, Source};
use crate::analysis::claims::{
    neighbour_pairs, Verdict, ABOUT, ALMOST_NOTHING, ARTICLE_MICROS, CORNER_HOLDS, SAMPLING_SAVES,
};
use crate::analysis::evidence::{EvidenceRun, GameEvidence, NEARLY_FULL, OPEN};
use crate::analysis::experiment::{Experiment, ExperimentData};
use crate::numbers::{exact_percent, number};
use crate::solver::Preset;
use crate::ui::model::{capitalised, count, PredictionKind, Section, Stance, Start, DECISION_NODES};
use crate::ui::web::article::section::ArticleSection;
use crate::ui::web::kit::browser::{self, PageClock};
use crate::ui::web::kit::long_task::LongTask;
use crate::ui::web::learning::predict::{AskedFooter, ExplainGap, QuestionsOff};
use crate::ui::web::learning::Learning;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// The reader's game, checked: its evidence and the moves it covers.
#[derive(Clone, Debug, PartialEq)]
struct CheckedGame {
    evidence: GameEvidence,
    /// Whether the check searched with the article's settings (so that its
    /// timings speak for the article's solver).
    article: bool,
    /// The game's start and moves when it was checked, to tell when it
    /// has moved on.
    game: (Start, usize),
}

#[component]
pub fn Claims() -> impl IntoView {
    let checked = expect_context::<ClaimsContext>().checked;
    let learning = Learning::get();
    view! {
        <ArticleSection section=Section::Claims>
            <p>
                "The article makes claims one can test, and this page can test them: the solver is here, and so "
                "are its games. Below, each claim is said in this page's words, then checked against what data "
                "there is, with a verdict worked out from the numbers, whichever way they fall. Where two runs "
                "are compared, a difference counts only when the two 95% intervals do not overlap; where they do "
                "and are still wide, the verdict is that the data does not settle it."
            </p>
            <p class="muted">
                {format!(
                    "Definitions: the largest tile is kept in the corner when it sits there in at least {} of positions; sampling keeps the search fast when expanding every cell takes at least {}× the time per move; a board is nearly full with at most {} empty {}, open with at least {}, and worth almost nothing below {} of an open board's score; about {} µs per move means within a factor of {} either way.",
                    exact_percent(CORNER_HOLDS),
                    number(SAMPLING_SAVES),
                    NEARLY_FULL,
                    if NEARLY_FULL == 1 { "cell" } else { "cells" },
                    OPEN,
                    exact_percent(ALMOST_NOTHING),
                    number(ARTICLE_MICROS),
                    number(ABOUT),
                )}
            </p>
            <YourGame checked=checked />
            {move || (!learning.asking()).then(|| view! { <QuestionsOff /> })}
            <ClaimList />
            <WhyExpectimax />
        </ArticleSection>
    }
}

/// Checks the reader's game, one position a step (a position's search can
/// take a while), with the solver as it was when the check began
/// (settings changed meanwhile do not mix into it).
fn check_game(state: AppState, task: LongTask, checked: RwSignal<Option<CheckedGame>>) {
    let (start, moves) = state.play.with_untracked(|p| (p.start(), p.played().to_vec()));
    let game = (start, moves.len());
    let solver = state.solver();
    // Whether its timings speak for the article's solver.
    let article = solver.config() == &Preset::Article.config();
    let run = Rc::new(RefCell::new(EvidenceRun::new(start.game(), moves)));
    let finished = run.clone();
    task.start(
        game.1,
        move |_| {
            run.borrow_mut().step(&solver, 1, DECISION_NODES, &PageClock);
            Ok(())
        },
        move || {
            let evidence = finished.borrow().evidence.clone();
            checked.try_set(Some(CheckedGame { evidence, article, game }));
            state.announce("Your game is checked: the verdicts below include it.");
        },
    );
}

/// Checks the claims about a game on the reader's game: each position
/// searched again (as a hint there would be) and split by term, in slices
/// between frames, with progress and Cancel.
#[component]
fn YourGame(checked: RwSignal<Option<CheckedGame>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let task = LongTask::new();
    let progress = task.progress;
    let game_now = move || state.play.with(|p| (p.start(), p.played().len()));
    let stale = move || checked.with(|c| c.as_ref().is_some_and(|c| c.game != game_now()));
    let too_large = move || checked.with(|c| c.as_ref().map_or(0, |c| c.evidence.too_large));
    let moves = move || state.play.with(|p| p.played().len());
    view! {
        <div class="your-game">
            <p>
                "Two claims are about games, and can be checked on yours: where its largest tile sat, and what "
                "its nearly full boards were worth. Each position of your game is searched again with the "
                "settings above, as a hint there would be, and the term that decided the move is noted."
            </p>
            <div class="run-actions">
                <button
                    type="button"
                    on:click=move |_| check_game(state, task, checked)
                    disabled=move || progress.with(Option::is_some) || moves() == 0
                >
                    {move || format!("Check them on your game ({})", count(moves() as u64, "move", "moves"))}
                </button>
                <button type="button" on:click=move |_| task.cancel() disabled=move || progress.with(Option::is_none)>
                    "Cancel"
                </button>
            </div>
            {move || {
                progress
                    .get()
                    .map(|(done, all)| {
                        view! {
                            <p>
                                <label for="claims-progress">
                                    {format!("Searching position {} of {}", number(done as f64), number(all as f64))}
                                </label>
                                " "
                                <progress
                                    id="claims-progress"
                                    max=all.max(1).to_string()
                                    value=done.to_string()
                                ></progress>
                            </p>
                        }
                    })
            }}
            {move || {
                (too_large() > 0)
                    .then(|| {
                        view! {
                            <p class="muted">
                                {format!(
                                    "{} too large to search again with these settings (over {} nodes): counted, with no term noted.",
                                    count(too_large(), "position was", "positions were"),
                                    number(DECISION_NODES as f64),
                                )}
                            </p>
                        }
                    })
            }}
            {move || {
                stale()
                    .then(|| {
                        view! {
                            <p class="muted" data-testid="claims-stale">
                                "Your game has moved on since it was checked: check it again to include the new moves."
                            </p>
                        }
                    })
            }}
        </div>
    }
}

/// The claims with their checks, computed once for the article: the
/// claims section lists them, and the sections where a claim is made show
/// its verdict beside it ([`ClaimInline`]).
#[derive(Clone, Copy)]
pub struct ClaimsContext {
    checked: RwSignal<Option<CheckedGame>>,
    list: Memo<Vec<Claim>>,
}

/// Makes the claims' context for the article (after its [`ExperimentLabs`]).
pub fn provide_claims() {
    let state = expect_context::<AppState>();
    let labs = expect_context::<ExperimentLabs>();
    let checked = RwSignal::new(None::<CheckedGame>);
    let committed = |experiment: Experiment| experiment.committed().ok();
    let (why, wall) = (committed(Experiment::WhyExpectimax), committed(Experiment::Wall));
    // The board's neighbours, not the board: the list is worked out again
    // when what it says of the board changes, not at every move.
    let neighbours = Memo::new(move |_| state.play.with(|p| neighbour_pairs(p.game().board())));
    let list = Memo::new(move |_| {
        let (page_why, page_wall) =
            (page_run(Experiment::WhyExpectimax, labs.why), page_run(Experiment::Wall, labs.wall));
        let config = state.config.get();
        let evidence = checked.get();
        let mut thinking = Vec::new();
        if let Some((label, micros)) =
            labs.article.results.with(|r| r.last().map(|r| (r.label.clone(), r.report.summary.mean_us_per_move)))
        {
            thinking.push((micros, format!("this page's workers, section 6's run ({label})")));
        }
        // This browser, on the reader's own positions, where the check
        // searched them with the article's settings.
        if let Some((micros, positions)) = evidence
            .as_ref()
            .and_then(|c| Some((c.evidence.micros_per_move().filter(|_| c.article)?, c.evidence.timed)))
        {
            thinking.push((
                micros,
                format!(
                    "this browser, on this page's main thread: your game's {} searched again as the check went",
                    count(positions, "position", "positions")
                ),
            ));
        }
        thinking.extend(why.as_ref().and_then(committed_thinking));
        let inputs = Inputs {
            why: sources(&why, &page_why),
            wall: sources(&wall, &page_wall),
            game: evidence.as_ref().map(|c| {
                (&c.evidence, format!("your game ({})", count(c.evidence.positions, "position", "positions")))
            }),
            config: &config,
            neighbours: Some(neighbours.get()),
            thinking,
        };
        claim_list(&inputs)
    });
    provide_context(ClaimsContext { checked, list });
}

/// The runs of an experiment a claim is checked on: the committed one,
/// then this page's, where there are.
fn sources<'a>(committed: &'a Option<ExperimentData>, page: &'a Option<ExperimentData>) -> Vec<Source<'a>> {
    let committed = committed.as_ref().map(|data| Source { data, name: committed_source(data) });
    let page =
        page.as_ref().map(|data| Source { data, name: "this page's run, in this browser's workers".to_string() });
    committed.into_iter().chain(page).collect()
}

/// Every claim with its checks and verdicts.
#[component]
fn ClaimList() -> impl IntoView {
    let claims = expect_context::<ClaimsContext>();
    let learning = Learning::get();
    // Drawn again when a stance is taken or the questions turn on or off,
    // not when the reader keeps a line of their own (which would redraw
    // the field they typed in).
    let asked = Memo::new(move |_| learning.predictions.with(|p| (p.just_show_me, p.stances.clone())));
    view! {
        <ol class="claims" data-testid="claims">
            {move || {
                asked.track();
                claims.list.get().into_iter().map(claim_view).collect_view()
            }}
        </ol>
    }
}

/// Where the article makes a claim: its verdict, each check's in a word,
/// and a link to the claim in section 7.
#[component]
pub fn ClaimInline(id: &'static str) -> impl IntoView {
    let claims = expect_context::<ClaimsContext>();
    let line = move || {
        claims.list.with(|list| {
            let claim = list.iter().find(|c| c.id == id)?;
            let verdicts: Vec<String> = claim
                .checks
                .iter()
                .map(|(source, checked)| format!("{} (on {source})", checked.verdict.label()))
                .collect();
            Some((claim.says.clone(), verdicts))
        })
    };
    let learning = Learning::get();
    let first = move || claims.list.with(|list| list.iter().find(|c| c.id == id).and_then(first_verdict));
    let stance = Memo::new(move |_| learning.predictions.with(|p| p.stance(id)));
    let hidden = move || learning.asking() && stance.get().is_none();
    move || {
        line().map(|(says, verdicts)| {
            let says = view! { <span class="claim-inline-says">{format!("Claim: “{says}”")}</span> };
            // Asked first, the verdicts stay hidden until the reader says.
            if let (true, Some(verdict)) = (hidden(), first()) {
                let then_focus = format!("[data-claim-inline={id}]");
                return view! {
                    <div class="claim-inline" data-claim-inline=id>
                        <p>{says}" Before the data: do you think it holds?"</p>
                        <StancePrompt id=id verdict=verdict then_focus=then_focus />
                    </div>
                }
                .into_any();
            }
            let verdicts = if verdicts.is_empty() {
                format!(" Not checked yet: check it on your game in section {}. ", Section::Claims.number())
            } else {
                format!(" Checked: {}. ", verdicts.join("; "))
            };
            let yours = stance.get().map(|s| format!("You said: “{}”. ", s.label()));
            view! {
                <p class="claim-inline" data-claim-inline=id tabindex="-1">
                    {says}
                    {verdicts}
                    {yours}
                    <a href=format!("#{id}")>"How it was checked"</a>
                </p>
            }
            .into_any()
        })
    }
}

/// The verdict a stance on `claim` is counted against: its first check's
/// (the committed runs', where there are), if it has a check.
fn first_verdict(claim: &Claim) -> Option<Verdict> {
    claim.checks.first().map(|(_, checked)| checked.verdict.clone())
}

/// Agree, disagree or not sure, before a claim's verdict shows: one
/// press commits, counts and reveals (here and wherever the claim is); the
/// keyboard then goes to what `then_focus` selects, the buttons being gone.
#[component]
fn StancePrompt(id: &'static str, verdict: Verdict, then_focus: String) -> impl IntoView {
    let learning = Learning::get();
    let buttons = Stance::ALL
        .into_iter()
        .map(|stance| {
            let (verdict, then_focus) = (verdict.clone(), then_focus.clone());
            let take = move |_| {
                learning.update_predictions(|p| p.take_stance(id, stance, &verdict));
                let then_focus = then_focus.clone();
                request_animation_frame(move || browser::focus(&then_focus));
            };
            view! {
                <button type="button" on:click=take>
                    {stance.label()}
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="stance" role="group" aria-label="Your prediction">
            {buttons}
        </div>
        <AskedFooter />
    }
}

/// One claim: what it says, then each check with its verdict; asked
/// first, the reader's stance before them, and after, how it fared.
fn claim_view(claim: Claim) -> impl IntoView {
    let learning = Learning::get();
    let id = claim.id;
    let stance = learning.predictions.with_untracked(|p| p.stance(id));
    let verdict = first_verdict(&claim);
    if let (None, true, Some(verdict)) = (stance, learning.asking(), verdict.clone()) {
        return view! {
            <li class="claim" id=claim.id data-claim=claim.id>
                <p class="claim-says">{claim.says}</p>
                <p>"Before the data: do you think it holds?"</p>
                <StancePrompt id=id verdict=verdict then_focus=format!("#{id} .claim-judged") />
            </li>
        }
        .into_any();
    }
    let judged = stance.zip(verdict).map(|(stance, verdict)| {
        let measured = claim.checks.first().map(|(_, c)| c.measured.clone()).unwrap_or_default();
        let said = format!("You said: “{}”. ", stance.label());
        if stance.called(&verdict) {
            view! { <p class="stance-result called">{said}"The data agrees."</p> }.into_any()
        } else {
            let actual = verdict.label();
            let why = format!("{said}The data says: {actual}: {measured}.");
            view! {
                <ExplainGap
                    kind=PredictionKind::Claim
                    about=id.to_string()
                    predicted=stance.label().to_string()
                    actual=actual
                    why=why
                />
            }
            .into_any()
        }
    });
    let checks = if claim.checks.is_empty() {
        view! { <p class="muted">"Not checked yet: check it on your game above."</p> }.into_any()
    } else {
        let items = claim
            .checks
            .into_iter()
            .map(|(source, checked)| {
                let key = checked.verdict.key();
                view! {
                    <li data-verdict=key>
                        <strong class="claim-verdict">{checked.verdict.label()}</strong>
                        {format!(". {}.", capitalised(&checked.measured))}
                        <span class="claim-source">{format!(" Checked on {source}.")}</span>
                    </li>
                }
            })
            .collect_view();
        view! { <ul class="checks">{items}</ul> }.into_any()
    };
    view! {
        <li class="claim" id=claim.id data-claim=claim.id>
            <p class="claim-says">{claim.says}</p>
            <div class="claim-judged" tabindex="-1">
                {judged}
            </div>
            {checks}
        </li>
    }
    .into_any()
}
