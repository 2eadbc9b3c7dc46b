"use client";
// A template game's form: matching pairs, order the steps, or flashcards — rows the author adds and removes,
// each row's fields labelled, the server's message beside the field it names ("game.pairs.2.right").
import { useId } from "react";
import type { GameData, GameTemplate } from "@/lib/schemas/game-templates";
import { GAME_TEMPLATES } from "@/lib/schemas/game-templates";
import { inputClass, smallButton } from "@/components/teacher/ui";
import { errorFor, Field } from "./field";
import { texts } from "./texts";

type FieldError = { field: string; message: string } | null;

/** A new game of a template, with the rows its minimum needs. */
export function emptyGame(template: GameTemplate): GameData {
  if (template === "matching")
    return {
      template,
      pairs: [
        { left: "", right: "" },
        { left: "", right: "" },
      ],
    };
  if (template === "order") return { template, steps: ["", ""] };
  return { template, cards: [{ front: "", back: "" }] };
}

/** Switching template keeps what can be kept: a pair's sides become a card's, steps the pairs' left sides. */
function convert(game: GameData, template: GameTemplate): GameData {
  if (game.template === template) return game;
  const rows: [string, string][] =
    game.template === "matching"
      ? game.pairs.map((p) => [p.left, p.right])
      : game.template === "flashcards"
        ? game.cards.map((c) => [c.front, c.back])
        : game.steps.map((s) => [s, ""]);
  if (rows.every(([a, b]) => !a && !b)) return emptyGame(template);
  if (template === "matching") return { template, pairs: rows.map(([left, right]) => ({ left, right })) };
  if (template === "flashcards") return { template, cards: rows.map(([front, back]) => ({ front, back })) };
  return { template, steps: rows.map(([a]) => a) };
}

const MAX = { matching: 12, order: 12, flashcards: 50 } satisfies Record<GameTemplate, number>;
const MIN = { matching: 2, order: 2, flashcards: 1 } satisfies Record<GameTemplate, number>;

export function GameFields({ game, onChange, error }: { game: GameData; onChange: (g: GameData) => void; error: FieldError }) {
  const group = useId();
  const count = game.template === "matching" ? game.pairs.length : game.template === "order" ? game.steps.length : game.cards.length;
  const listError =
    errorFor(error, `game.${game.template === "matching" ? "pairs" : game.template === "order" ? "steps" : "cards"}`) ?? errorFor(error, "game");
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-ink-900">{texts.template}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {GAME_TEMPLATES.map((t) => (
            <label key={t} className="flex items-center gap-2 text-sm text-ink-900">
              <input type="radio" name={group} className="h-4 w-4 accent-brand-600" checked={game.template === t} onChange={() => onChange(convert(game, t))} />
              {texts.templates[t]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-ink-500">{texts.templateHints[game.template]}</p>
      </fieldset>
      <ol className="space-y-2">
        {game.template === "matching" &&
          game.pairs.map((p, i) => (
            <Row
              key={i}
              canRemove={count > MIN.matching}
              removeLabel={texts.removeRow(`pair ${i + 1}`)}
              onRemove={() => onChange({ ...game, pairs: game.pairs.filter((_, j) => j !== i) })}
            >
              <Field label={texts.left(i + 1)} error={errorFor(error, `game.pairs.${i}.left`)} className="flex-1">
                {(f) => (
                  <input
                    {...f}
                    className={inputClass}
                    value={p.left}
                    maxLength={160}
                    onChange={(e) => onChange({ ...game, pairs: game.pairs.map((x, j) => (j === i ? { ...x, left: e.target.value } : x)) })}
                  />
                )}
              </Field>
              <Field label={texts.right(i + 1)} error={errorFor(error, `game.pairs.${i}.right`)} className="flex-1">
                {(f) => (
                  <input
                    {...f}
                    className={inputClass}
                    value={p.right}
                    maxLength={240}
                    onChange={(e) => onChange({ ...game, pairs: game.pairs.map((x, j) => (j === i ? { ...x, right: e.target.value } : x)) })}
                  />
                )}
              </Field>
            </Row>
          ))}
        {game.template === "order" &&
          game.steps.map((s, i) => (
            <Row
              key={i}
              canRemove={count > MIN.order}
              removeLabel={texts.removeRow(`step ${i + 1}`)}
              onRemove={() => onChange({ ...game, steps: game.steps.filter((_, j) => j !== i) })}
            >
              <Field label={texts.step(i + 1)} error={errorFor(error, `game.steps.${i}`)} className="flex-1">
                {(f) => (
                  <input
                    {...f}
                    className={inputClass}
                    value={s}
                    maxLength={240}
                    onChange={(e) => onChange({ ...game, steps: game.steps.map((x, j) => (j === i ? e.target.value : x)) })}
                  />
                )}
              </Field>
            </Row>
          ))}
        {game.template === "flashcards" &&
          game.cards.map((c, i) => (
            <Row
              key={i}
              canRemove={count > MIN.flashcards}
              removeLabel={texts.removeRow(`card ${i + 1}`)}
              onRemove={() => onChange({ ...game, cards: game.cards.filter((_, j) => j !== i) })}
            >
              <Field label={texts.front(i + 1)} error={errorFor(error, `game.cards.${i}.front`)} className="flex-1">
                {(f) => (
                  <input
                    {...f}
                    className={inputClass}
                    value={c.front}
                    maxLength={160}
                    onChange={(e) => onChange({ ...game, cards: game.cards.map((x, j) => (j === i ? { ...x, front: e.target.value } : x)) })}
                  />
                )}
              </Field>
              <Field label={texts.back(i + 1)} error={errorFor(error, `game.cards.${i}.back`)} className="flex-1">
                {(f) => (
                  <input
                    {...f}
                    className={inputClass}
                    value={c.back}
                    maxLength={400}
                    onChange={(e) => onChange({ ...game, cards: game.cards.map((x, j) => (j === i ? { ...x, back: e.target.value } : x)) })}
                  />
                )}
              </Field>
            </Row>
          ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      <button
        type="button"
        className={smallButton}
        disabled={count >= MAX[game.template]}
        onClick={() =>
          onChange(
            game.template === "matching"
              ? { ...game, pairs: [...game.pairs, { left: "", right: "" }] }
              : game.template === "order"
                ? { ...game, steps: [...game.steps, ""] }
                : { ...game, cards: [...game.cards, { front: "", back: "" }] },
          )
        }
      >
        {game.template === "matching" ? texts.addPair : game.template === "order" ? texts.addStep : texts.addCard}
      </button>
    </div>
  );
}

function Row({ children, canRemove, removeLabel, onRemove }: { children: React.ReactNode; canRemove: boolean; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2 sm:flex-row sm:items-end">
      {children}
      <button type="button" className={`${smallButton} self-end sm:mb-1.5`} onClick={onRemove} disabled={!canRemove} aria-label={removeLabel}>
        ✕
      </button>
    </li>
  );
}
