"use client";
// A Markdown textarea with a Preview tab beside Write (Headless UI tabs): what the learner will see, drawn locally.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Field } from "./field";
import { MarkdownPreview } from "./markdown-preview";
import { inputClass } from "@/components/teacher/ui";
import { texts } from "./texts";

type Props = { label: string; hint: string; value: string; onChange: (v: string) => void; error?: string | null; rows?: number; maxLength?: number };

const tabClass =
  "rounded-md px-3 py-1 text-sm font-semibold text-ink-700 data-hover:bg-slate-100 data-selected:bg-brand-50 data-selected:text-brand-900 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500";

export function MarkdownField({ label, hint, value, onChange, error, rows = 8, maxLength }: Props) {
  return (
    <TabGroup>
      <Field label={label} hint={hint} error={error}>
        {(field) => (
          <>
            <TabList aria-label={texts.markdownTabs(label)} className="mb-2 flex gap-1">
              <Tab className={tabClass}>{texts.write}</Tab>
              <Tab className={tabClass}>{texts.showPreview}</Tab>
            </TabList>
            <TabPanels>
              <TabPanel unmount={false}>
                <textarea
                  {...field}
                  className={`${inputClass} font-mono`}
                  rows={rows}
                  value={value}
                  maxLength={maxLength}
                  onChange={(e) => onChange(e.target.value)}
                />
              </TabPanel>
              <TabPanel>
                <MarkdownPreview source={value} empty={texts.nothingToPreview} />
              </TabPanel>
            </TabPanels>
          </>
        )}
      </Field>
    </TabGroup>
  );
}
