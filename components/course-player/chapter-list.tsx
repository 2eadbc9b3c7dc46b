"use client";
// The left panel: expandable chapters, a radio per lesson, and a tick on every lesson already opened.
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import type { PlayerChapter, PlayerContent } from "@/lib/schemas/player";
import { radioFocusKeys } from "@/components/ui/radio-keys";
import { texts } from "./texts";

type Props = { chapters: PlayerChapter[]; selectedId: number | null; onSelect: (c: PlayerContent) => void };

export function ChapterList({ chapters, selectedId, onSelect }: Props) {
  if (chapters.length === 0) return <p className="p-4 text-sm text-ink-500">{texts.noChapters}</p>;
  const openIndex = Math.max(
    0,
    chapters.findIndex((ch) => ch.contents.some((c) => c.id === selectedId)),
  );
  return (
    // Arrows move the focus through the lessons without opening (and ticking) each; Space or Enter opens one.
    <fieldset onKeyDown={radioFocusKeys}>
      <legend className="sr-only">{texts.chooseLesson}</legend>
      <ul className="divide-y divide-slate-200">
        {chapters.map((ch, i) => (
          <li key={ch.id}>
            <Disclosure defaultOpen={i === openIndex}>
              <DisclosureButton className="group flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50">
                <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className="shrink-0 text-ink-500 transition group-data-open:rotate-90">
                  <path d="M7 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span className="flex-1">
                  <span className="block font-semibold text-ink-900">{ch.name}</span>
                  <span className="block text-xs text-ink-500">
                    {texts.lessonCount(ch.contents.length)} · {ch.contents.filter((c) => c.viewed).length} {texts.viewed.toLowerCase()}
                  </span>
                </span>
              </DisclosureButton>
              <DisclosurePanel as="ul" className="pb-2">
                {ch.contents.length === 0 && <li className="px-11 py-2 text-sm text-ink-500">{texts.emptyChapter}</li>}
                {ch.contents.map((c) => (
                  <ContentRow key={c.id} content={c} checked={c.id === selectedId} onSelect={onSelect} />
                ))}
              </DisclosurePanel>
            </Disclosure>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function ContentRow({ content, checked, onSelect }: { content: PlayerContent; checked: boolean; onSelect: (c: PlayerContent) => void }) {
  return (
    <li>
      <label
        className={`mx-2 flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
          checked ? "bg-brand-50 text-brand-900" : "text-ink-700 hover:bg-slate-50"
        }`}
      >
        <input
          type="radio"
          name="course-content"
          value={content.id}
          checked={checked}
          onChange={() => onSelect(content)}
          className="h-4 w-4 shrink-0 accent-brand-600"
        />
        <span className="flex-1">
          <span className="block font-medium">{content.name}</span>
          <span className={`block text-xs ${checked ? "text-brand-700" : "text-ink-500"}`}>{texts.kinds[content.contentType] ?? texts.kinds.lecture}</span>
        </span>
        {content.viewed && (
          <span className="grid h-5 w-5 shrink-0 place-items-center rounded-full bg-emerald-600 text-white" data-testid="viewed-tick">
            <svg viewBox="0 0 20 20" width="12" height="12" aria-hidden="true">
              <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="sr-only">{texts.viewed}</span>
          </span>
        )}
      </label>
    </li>
  );
}
