// End to end: a lesson for a class. A teacher makes a lesson of three
// positions (the board on screen, a position from the bank, the board on
// screen again), one of each question and two with a small search, and
// copies its link; a tampered copy of the link is refused. A student opens
// the link in a fresh browser, answers by keyboard and by mouse (the chance
// node's value worked from the cells the page shows), prints the worksheet,
// saves the answers as CSV, and finds them kept over a reload. The tree
// behind a position opens from its own link on the solver's answer. The
// teacher reads the student's file, a second student's and a file for
// another lesson back: per position, how the class answered, each answer
// checked again. At 1280 and 375 px, axe-clean.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useApp, shot, watchErrors, ARTIFACTS, axe } from './browser.mjs';

const app = useApp();

/** Adds a position to the lesson being made. */
async function add(page, { source, question, search, note }) {
  await page.locator('#lesson-source').selectOption(source);
  await page.locator('#lesson-question').selectOption(question);
  await page.locator('#lesson-search').selectOption(search);
  await page.locator('#lesson-note').fill(note);
  await page.getByRole('button', { name: 'Add the position' }).click();
}

for (const width of [1280, 375]) {
  test(`a lesson at ${width} px: made, opened from its link in a fresh browser, answered, printed, saved, read back by the teacher`, async () => {
    const teacherContext = await app.browser.newContext({ viewport: { width, height: 900 }, hasTouch: width < 500 });
    const teacher = await teacherContext.newPage();
    const teacherErrors = watchErrors(teacher);
    await teacher.goto(`${app.url}?seed=7`);
    await teacher.getByRole('tab', { name: 'Compare' }).click();
    await teacher.getByText('Make a lesson for a class').click();
    await teacher.locator('#lesson-name').fill('Corners, week 3');
    await teacher.locator('#lesson-name').press('Tab');
    await add(teacher, { source: 'screen', question: 'guess-move', search: '1', note: 'Where does the big tile want to go?' });
    const bankSource = await teacher.locator('#lesson-source option[value^="bank-"]').first().getAttribute('value');
    // A chance node on a depth-1 search is refused: it has none.
    await add(teacher, { source: bankSource, question: 'be-the-solver', search: '1', note: 'Two cells: work it on paper.' });
    assert.match(await teacher.locator('.lesson-maker [role=alert]').textContent(), /^Not added: position 2 asks about a chance node, and a depth-1 search has none/);
    await add(teacher, { source: bankSource, question: 'be-the-solver', search: '2', note: 'Two cells: work it on paper.' });
    await add(teacher, { source: 'screen', question: 'predict-chance', search: '0', note: '' });
    assert.equal(await teacher.locator('.lesson-items li').count(), 3);
    const link = await teacher.locator('#lesson-link').inputValue();
    assert.match(link, /\?lesson=[A-Za-z0-9_-]+\.[0-9a-f]{8}$/);
    assert.ok(link.length < 400, `short enough to paste: ${link.length} characters`);
    assert.match(await teacher.locator('label[for=lesson-link]').textContent(), new RegExp(`\\(${link.length} characters\\)`));
    await axe(teacher, `the lesson maker at ${width} px`);
    await shot(teacher, `lesson-maker-${width}.png`);
    await teacher.locator('.lesson-maker').screenshot({ path: join(ARTIFACTS, `lesson-maker-box-${width}.png`) });

    // A copy with one character changed is refused, and nothing opens.
    const student = await app.browser.newContext({ viewport: { width, height: 900 }, hasTouch: width < 500 });
    const page = await student.newPage();
    const errors = watchErrors(page);
    const query = link.slice(link.indexOf('?'));
    const at = query.indexOf('=') + 5;
    const tampered = query.slice(0, at) + (query[at] === 'A' ? 'B' : 'A') + query.slice(at + 1);
    await page.goto(`${app.url}${tampered}`);
    await page.getByText('The lesson link could not be opened: it is incomplete or was changed').waitFor();
    assert.equal(await page.getByTestId('lesson-runner').count(), 0);

    // The real link, in a fresh browser: the lesson opens in Compare.
    await page.goto(`${app.url}${query}`);
    const runner = page.getByTestId('lesson-runner');
    await runner.waitFor();
    assert.equal(await runner.locator('h4').textContent(), 'Lesson: Corners, week 3');
    assert.match(await runner.textContent(), /3 positions; 0 answered, 0 right/);
    assert.match(await page.getByTestId('lesson-position').textContent(), /Position 1 of 3.*Where does the big tile want to go\?.*Searched by a small search: depth 1, 2 sampled cells\..*Which move does the solver play here\?/s);

    // 1. Guess the move, by keyboard.
    const firstLegal = runner.locator('.guess-option:not([disabled])').first();
    const picked = (await firstLegal.textContent()).split(' ')[1];
    await firstLegal.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'lesson-result');
    const first = await page.getByTestId('lesson-result').textContent();
    const solverMove = first.match(/the solver plays (\w+)\.$/)[1];
    assert.equal(first, picked === solverMove ? `Right: the solver plays ${solverMove}.` : `Not ${picked}: the solver plays ${solverMove}.`);
    // The tree behind it, from its own link, is the search that answered.
    const treeHref = await runner.getByRole('link', { name: 'Open its search tree in a new tab' }).getAttribute('href');
    const tree = await student.newPage();
    await tree.goto(`${app.url}${treeHref}`);
    await tree.getByTestId('hint-direction').waitFor();
    assert.match(await tree.getByTestId('hint-direction').textContent(), new RegExp(solverMove));
    assert.equal(await tree.getByRole('tab', { name: 'Search tree' }).getAttribute('aria-selected'), 'true');
    await tree.close();

    // 2. You be the solver: the node's value, worked from the cells shown.
    await page.getByRole('button', { name: 'Next position' }).click();
    assert.match(await page.getByTestId('lesson-position').textContent(), /Position 2 of 3.*Two cells: work it on paper\..*depth 2, 2 sampled cells/s);
    const text = await page.getByTestId('lesson-position').textContent();
    const [, two, four] = text.match(/a 2 with chance ([\d.]*\d), a 4 with chance ([\d.]*\d)/);
    const cells = await page.getByTestId('lesson-position').locator('.lesson-cells tbody tr').all();
    assert.ok(cells.length >= 1 && cells.length <= 2, `a small search samples at most two cells (${cells.length})`);
    let sum = 0;
    for (const row of cells) {
      const [v2, v4] = (await row.locator('td').allTextContents()).map((t) => Number(t.replace(/[,\s]/g, '').replace('−', '-')));
      sum += Number(two) * v2 + Number(four) * v4;
    }
    const worked = sum / cells.length;
    await page.locator('#lesson-value').fill(worked.toFixed(3));
    await page.locator('#lesson-value').press('Enter');
    await page.getByTestId('lesson-result').waitFor();
    assert.match(await page.getByTestId('lesson-result').textContent(), /^Right: the search makes it /);
    assert.ok(await runner.locator('.worked-step li').count() >= 2, 'the worked step is shown');

    // 3. Predict the chance node: the sampled cells outlined, one picked.
    await page.getByRole('button', { name: 'Next position' }).click();
    // Its tree (the article's search) prints whole: the outline draws every
    // row, not its window, and its box clips none of them.
    const bigTree = await student.newPage();
    await bigTree.goto(`${app.url}${await runner.getByRole('link', { name: 'Open its search tree in a new tab' }).getAttribute('href')}`);
    const outline = bigTree.locator('ul[role=tree]').first();
    await outline.locator('[role=treeitem]').first().waitFor();
    await bigTree.getByRole('button', { name: 'Expand all' }).click();
    const rowsOpen = Number(await outline.evaluate((tree) => tree.style.getPropertyValue('--rows')));
    const onScreen = await outline.locator('[role=treeitem]').count();
    assert.ok(onScreen < rowsOpen, `the screen draws a window of the rows (${onScreen} of ${rowsOpen})`);
    await bigTree.emulateMedia({ media: 'print' });
    await bigTree.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await bigTree.waitForFunction((n) => document.querySelectorAll('ul[role=tree] [role=treeitem]').length === n, Math.min(rowsOpen, 400));
    const clipped = await bigTree.locator('.tree-scroll').first().evaluate((box) => box.scrollHeight - box.clientHeight);
    assert.ok(clipped <= 1, `the tree's box clips nothing in print (${clipped} px)`);
    await shot(bigTree, `lesson-tree-print-${width}.png`);
    await bigTree.emulateMedia({ media: 'screen' });
    await bigTree.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await bigTree.waitForFunction((n) => document.querySelectorAll('ul[role=tree] [role=treeitem]').length < n, rowsOpen);
    await bigTree.close();
    assert.equal(await runner.locator('.mini-board .marked').count() >= 1, true);
    await runner.locator('.guess-options .guess-option').first().click();
    assert.match(await page.getByTestId('lesson-result').textContent(), /^(Right: |Not row \d, column \d: )row \d, column \d pulls it down most\.$/);
    assert.match(await runner.textContent(), /3 positions; 3 answered, \d right/);
    const right = Number((await runner.textContent()).match(/3 answered, (\d) right/)[1]);
    assert.ok(right >= 1);
    await axe(page, `the lesson worked at ${width} px`);
    await shot(page, `lesson-student-${width}.png`);
    await runner.screenshot({ path: join(ARTIFACTS, `lesson-runner-${width}.png`) });

    // The worksheet prints alone: at print time the body holds a copy with
    // every position and the student's name; after, the copy is gone.
    await page.locator('#lesson-student').fill('Ana "A", 5B');
    await page.locator('#lesson-student').press('Tab');
    await page.evaluate(() => {
      window.print = () => {
        const copy = document.querySelector('body > #lesson-print');
        window.__printed = { marked: document.body.dataset.printing === 'lesson', text: copy?.innerText ?? '' };
      };
    });
    await page.getByRole('button', { name: 'Print the worksheet' }).click();
    const printed = await page.evaluate(() => window.__printed);
    assert.ok(printed.marked);
    for (const part of ['Corners, week 3', 'Name: Ana "A", 5B', 'Position 1', 'Position 2', 'Position 3', 'Where does the big tile want to go?', 'Answer: ']) {
      assert.ok(printed.text.includes(part), `the worksheet shows ${part}`);
    }
    assert.equal(await page.locator('#lesson-print').count(), 0);
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => {
      const copy = document.getElementById('lesson-worksheet').cloneNode(true);
      copy.id = 'lesson-print';
      copy.hidden = false;
      document.body.append(copy);
      document.body.dataset.printing = 'lesson';
    });
    assert.equal(await page.locator('main').isVisible(), false, 'the page itself does not print');
    assert.ok(await page.locator('#lesson-print').isVisible());
    await shot(page, `lesson-worksheet-${width}.png`);
    await page.evaluate(() => {
      document.getElementById('lesson-print').remove();
      delete document.body.dataset.printing;
    });
    await page.emulateMedia({ media: 'screen' });

    // Saved as CSV for the teacher.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save your answers (CSV)' }).click()]);
    const csvPath = join(ARTIFACTS, `lesson-ana-${width}.csv`);
    await download.saveAs(csvPath);
    assert.match(download.suggestedFilename(), /^lesson-[0-9a-f]{8}-ana-a-5b\.csv$/);
    const csv = readFileSync(csvPath, 'utf8');
    const lines = csv.split('\r\n');
    assert.equal(lines[0], 'lesson,student,position,question,answer,solver,right');
    assert.equal(lines.length, 5, 'three answers and the last CRLF');
    assert.match(lines[1], new RegExp(`^[0-9a-f]{8},"Ana ""A"", 5B",1,guess-move,${picked},${solverMove},(yes|no)$`));
    assert.match(lines[2], /,2,be-the-solver,[\d.e+-]+,[\d.e+-]+,yes$/);
    assert.match(lines[3], /,3,predict-chance,r\dc\d,r\dc\d,(yes|no)$/);

    // Kept over a reload: the same position, the answers given.
    await page.reload();
    await runner.waitFor();
    assert.match(await runner.textContent(), new RegExp(`3 positions; 3 answered, ${right} right`));
    assert.match(await page.getByTestId('lesson-position').textContent(), /Position 3 of 3/);
    assert.equal(await page.locator('#lesson-student').inputValue(), 'Ana "A", 5B');

    // The teacher reads Ana's file, Ben's (his chance node worked wrong) and
    // a file for another lesson.
    const ben = csv.replaceAll('"Ana ""A"", 5B"', '"Ben"').replace(/(,2,be-the-solver,)[^,]+(,[^,]+,)yes/, '$11$2yes');
    const benPath = join(ARTIFACTS, `lesson-ben-${width}.csv`);
    writeFileSync(benPath, ben);
    const otherPath = join(ARTIFACTS, `lesson-other-${width}.csv`);
    writeFileSync(otherPath, csv.replace(/\r\n[0-9a-f]{8},/g, '\r\n00000000,'));
    await teacher.getByText("Read your class's answers").click();
    await teacher.locator('#class-files').setInputFiles([csvPath, benPath, otherPath]);
    const students = teacher.getByTestId('class-students');
    await students.waitFor();
    assert.equal(await students.textContent(), `2 students read: Ana "A", 5B (${right} of 3 right); Ben (${right - 1} of 3 right).`);
    assert.match(await teacher.locator('.class-view [role=alert]').textContent(), new RegExp(`lesson-other-${width}\\.csv: not read: its answers are to another lesson`));
    const rows = await teacher.getByTestId('class-table').locator('tbody tr').all();
    assert.equal(rows.length, 3);
    const cellsOf = async (row) => row.locator('th, td').allTextContents();
    const [p1, p2, p3] = [await cellsOf(rows[0]), await cellsOf(rows[1]), await cellsOf(rows[2])];
    assert.deepEqual(p1.slice(0, 3), ['1', 'guess-move', solverMove]);
    assert.equal(p1[3], picked === solverMove ? '2 of 2' : '0 of 2');
    assert.equal(p1[5], `${picked} × 2`);
    assert.deepEqual([p2[3], p2[4]], ['1 of 2', '50%']);
    assert.match(p2[5], /^(1 × 1, .+ × 1|.+ × 1, 1 × 1)$/);
    assert.equal(p3[1], 'predict-chance');
    await axe(teacher, `the class's answers at ${width} px`);
    await shot(teacher, `lesson-class-${width}.png`);
    await teacher.locator('.class-view').screenshot({ path: join(ARTIFACTS, `lesson-class-box-${width}.png`) });

    assert.deepEqual(errors, []);
    assert.deepEqual(teacherErrors, []);
    await student.close();
    await teacherContext.close();
  });
}
