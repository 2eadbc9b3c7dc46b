"use client";
// The enrol page's playlist: chapters expand and collapse (contract §4) and list their contents by kind.
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import type { CourseChapter } from "@/lib/schemas/courses";
import { ContentIcon } from "./content-icon";
import { texts } from "./texts";

export function ChapterPlaylist({ chapters }: { chapters: CourseChapter[] }) {
  if (chapters.length === 0) return <p className="p-4 text-sm text-ink-500">{texts.noContent}</p>;
  return (
    <ol className="divide-y divide-slate-200" data-testid="chapter-playlist">
      {chapters.map((ch, i) => (
        <li key={ch.id}>
          <Disclosure defaultOpen={i === 0}>
            <DisclosureButton className="group flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-ink-900 hover:bg-slate-50">
              <span>
                <span className="sr-only">Chapter {i + 1}: </span>
                {ch.name}
                <span className="ml-2 text-xs font-normal text-ink-500">
                  ({ch.contents.length} {ch.contents.length === 1 ? "item" : "items"})
                </span>
              </span>
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className="shrink-0 transition group-data-open:rotate-180">
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </DisclosureButton>
            <DisclosurePanel as="ul" className="space-y-1 px-4 pb-3">
              {ch.contents.map((c) => (
                <li key={c.id} className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm text-ink-700">
                  <ContentIcon type={c.contentType} />
                  <span className="flex-1">{c.name}</span>
                  <span className="text-xs text-ink-500">{texts.contentKinds[c.contentType] ?? texts.contentKinds.lecture}</span>
                </li>
              ))}
            </DisclosurePanel>
          </Disclosure>
        </li>
      ))}
    </ol>
  );
}
