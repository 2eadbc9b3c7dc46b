"use client";
// A course's chapters and their lessons: add, rename, reorder (drag, or Move up / Move down with the move
// announced), delete after a confirmation that says what goes with it; each lesson opens its editor in place.
import { useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrorOf, studioApi, studioKeys } from "@/lib/client/studio-api";
import type { Impact, StudioChapter, StudioContent, StudioCourse } from "@/lib/schemas/studio";
import { Badge, ConfirmDialog, EmptyState, errorMessage, inputClass, primaryButton, secondaryButton, smallButton } from "@/components/teacher/ui";
import { AddLessonForm } from "./add-lesson-form";
import { ContentEditor } from "./content-editor";
import { errorFor, Field } from "./field";
import { DragHandle, MoveButtons, useFocusAfterMove, moveItem, useAnnounce, useDropTarget, type Dragged } from "./reorder";
import { useCourseMutation } from "./use-studio";
import { texts } from "./texts";

type Deleting = { type: "chapter" | "content"; id: number; name: string; impact: Impact };

/**
 * A reorder shown at once (the cache takes the new order). The requests go to the server one after another, in the
 * order of the moves, and only the last one's answer replaces the cache: an earlier answer would put back an order
 * the author has already changed. A refused move is announced and the course read again.
 */
function useReorder(course: StudioCourse) {
  const client = useQueryClient();
  const announce = useAnnounce();
  const key = studioKeys.course(course.id);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef(0);
  return useMutation({
    mutationFn: (m: { apply: (c: StudioCourse) => StudioCourse; send: () => Promise<{ course: StudioCourse }>; name: string; said: string }) => {
      waiting.current++;
      const sent = queue.current.then(m.send).finally(() => waiting.current--);
      queue.current = sent.catch(() => undefined);
      return sent;
    },
    onMutate: async (m) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<StudioCourse>(key);
      if (before) client.setQueryData(key, m.apply(before));
      announce(m.said);
    },
    onError: (_e, m) => {
      announce(texts.moveFailed(m.name));
      void client.invalidateQueries({ queryKey: key });
    },
    onSuccess: (r) => {
      if (waiting.current === 0) client.setQueryData(key, r.course);
      void client.invalidateQueries({ queryKey: studioKeys.preview(course.id) });
    },
  });
}

export function ChaptersSection({ course }: { course: StudioCourse }) {
  const announce = useAnnounce();
  const reorder = useReorder(course);
  const [openId, setOpenId] = useState<number | null>(null);
  const [openTest, setOpenTest] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const remove = useCourseMutation(course.id, (d: Deleting) => (d.type === "chapter" ? studioApi.deleteChapter(d.id) : studioApi.deleteContent(d.id)));
  const chapters = course.chapters;
  const focusMoveButton = useFocusAfterMove(course);

  const moveChapter = (from: number, to: number, byKeyboard: boolean) => {
    const ch = chapters[from]!;
    const ids = moveItem(
      chapters.map((c) => c.id),
      from,
      to,
    );
    reorder.mutate({
      apply: (c) => ({ ...c, chapters: moveItem(c.chapters, from, to) }),
      send: () => studioApi.reorderChapters(course.id, ids),
      name: ch.name,
      said: texts.moved(ch.name, to + 1, chapters.length),
    });
    if (byKeyboard) focusMoveButton(`chapter-${ch.id}`, to < from ? "up" : "down", (c) => c.chapters[to]?.id === ch.id);
  };

  /** A lesson to `to` in `target` (its own chapter or, by drag, another). */
  const moveContent = (contentId: number, target: StudioChapter, to: number, byKeyboard: boolean) => {
    const source = chapters.find((ch) => ch.contents.some((c) => c.id === contentId))!;
    const content = source.contents.find((c) => c.id === contentId)!;
    const targetIds = target.contents.map((c) => c.id).filter((id) => id !== contentId);
    targetIds.splice(to, 0, contentId);
    const apply = (c: StudioCourse): StudioCourse => ({
      ...c,
      chapters: c.chapters.map((ch) =>
        ch.id === target.id
          ? { ...ch, contents: targetIds.map((id) => c.chapters.flatMap((x) => x.contents).find((x) => x.id === id)!) }
          : { ...ch, contents: ch.contents.filter((x) => x.id !== contentId) },
      ),
    });
    reorder.mutate({
      apply,
      send: () => studioApi.reorderContents(target.id, targetIds),
      name: content.name,
      said:
        target.id === source.id
          ? texts.moved(content.name, to + 1, targetIds.length)
          : `${texts.moved(content.name, to + 1, targetIds.length)} (${target.name})`,
    });
    if (byKeyboard)
      focusMoveButton(`content-${contentId}`, to < source.contents.indexOf(content) ? "up" : "down", (c) =>
        c.chapters.some((x) => x.id === target.id && x.contents[to]?.id === contentId),
      );
  };

  return (
    <section aria-labelledby="chapters-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="chapters-heading" className="text-xl font-semibold text-ink-900">
        {texts.chapters}
      </h2>
      <p className="mt-1 text-sm text-ink-500">{texts.chaptersHint}</p>
      {chapters.length === 0 ? (
        <div className="mt-4">
          <EmptyState>{texts.noChapters}</EmptyState>
        </div>
      ) : (
        <ol className="mt-4 space-y-4" data-testid="studio-chapters">
          {chapters.map((ch, i) => (
            <ChapterCard
              key={ch.id}
              course={course}
              chapter={ch}
              index={i}
              count={chapters.length}
              onMove={(to, byKeyboard) => moveChapter(i, to, byKeyboard)}
              onDropChapter={(id) =>
                moveChapter(
                  chapters.findIndex((c) => c.id === id),
                  i,
                  false,
                )
              }
              onMoveContent={(contentId, to, byKeyboard) => moveContent(contentId, ch, to, byKeyboard)}
              onDelete={setDeleting}
              openId={openId}
              openTest={openTest}
              onOpen={(id, test = false) => {
                setOpenId(id);
                setOpenTest(test ? id : null);
              }}
            />
          ))}
        </ol>
      )}
      <AddChapterForm course={course} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? (deleting.type === "chapter" ? texts.deleteChapterTitle(deleting.name) : texts.deleteContentTitle(deleting.name)) : ""}
        body={deleting ? (deleting.type === "chapter" ? texts.deleteChapterBody(deleting.impact) : texts.deleteContentBody(deleting.impact)) : ""}
        confirmLabel={texts.delete}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              announce(texts.deleted(deleting.name));
              setDeleting(null);
              remove.reset();
            },
          })
        }
      />
    </section>
  );
}

type ChapterProps = {
  course: StudioCourse;
  chapter: StudioChapter;
  index: number;
  count: number;
  onMove: (to: number, byKeyboard: boolean) => void;
  onDropChapter: (chapterId: number) => void;
  onMoveContent: (contentId: number, to: number, byKeyboard: boolean) => void;
  onDelete: (d: Deleting) => void;
  openId: number | null;
  openTest: number | null;
  onOpen: (id: number | null, test?: boolean) => void;
};

function ChapterCard({ course, chapter, index, count, onMove, onDropChapter, onMoveContent, onDelete, openId, openTest, onOpen }: ChapterProps) {
  const [renaming, setRenaming] = useState(false);
  const rowId = `studio-chapter-${chapter.id}`;
  // A chapter dropped on this one takes its place.
  const dropChapter = useDropTarget(
    (d) => d.type === "chapter" && d.id !== chapter.id,
    (d) => onDropChapter(d.id),
  );
  // A lesson of another chapter dropped on the header (or the empty list) goes to the end of this chapter.
  const dropLesson = useDropTarget(
    (d) => d.type === "content" && d.chapterId !== chapter.id,
    (d) => onMoveContent(d.id, chapter.contents.length, false),
  );
  return (
    <li
      id={rowId}
      data-testid="studio-chapter"
      className={`rounded-xl border bg-slate-50 ${dropChapter.over || dropLesson.over ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200"}`}
      {...dropChapter.props}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-3 sm:px-4" {...dropLesson.props}>
        <DragHandle item={{ type: "chapter", id: chapter.id }} name={chapter.name} />
        <div className="min-w-0 flex-1 basis-48">
          <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{texts.chapterLabel(index + 1)}</p>
          {renaming ? (
            <RenameForm course={course} chapter={chapter} onDone={() => setRenaming(false)} />
          ) : (
            <h3 className="text-lg font-semibold break-words text-ink-900">{chapter.name}</h3>
          )}
        </div>
        {!renaming && (
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={smallButton} onClick={() => setRenaming(true)} aria-label={`${texts.rename} ${chapter.name}`}>
              {texts.rename}
            </button>
            <MoveButtons moveKey={`chapter-${chapter.id}`} name={chapter.name} index={index} count={count} onMove={(to) => onMove(to, true)} />
            <button
              type="button"
              className={`${smallButton} text-red-800`}
              onClick={() => onDelete({ type: "chapter", id: chapter.id, name: chapter.name, impact: chapter.impact })}
              aria-label={texts.deleteNamed(chapter.name)}
            >
              {texts.delete}
            </button>
          </div>
        )}
      </div>
      <div className="px-3 py-3 sm:px-4">
        {chapter.contents.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-ink-500" {...dropLesson.props}>
            {texts.emptyChapter}
          </p>
        ) : (
          <ol className="space-y-2" aria-label={chapter.name}>
            {chapter.contents.map((c, i) => (
              <ContentRow
                key={c.id}
                course={course}
                chapter={chapter}
                content={c}
                index={i}
                count={chapter.contents.length}
                open={openId === c.id}
                startOnTest={openTest === c.id}
                onOpen={(open) => onOpen(open ? c.id : null)}
                onMove={(to, byKeyboard) => onMoveContent(c.id, to, byKeyboard)}
                onMoveHere={(id) => onMoveContent(id, i, false)}
                onDelete={() => onDelete({ type: "content", id: c.id, name: c.name, impact: c.impact })}
              />
            ))}
          </ol>
        )}
        <AddLessonForm course={course} chapter={chapter} onAdded={(id, kind) => onOpen(id, kind === "test")} />
      </div>
    </li>
  );
}

type ContentProps = {
  course: StudioCourse;
  chapter: StudioChapter;
  content: StudioContent;
  index: number;
  count: number;
  open: boolean;
  startOnTest: boolean;
  onOpen: (open: boolean) => void;
  onMove: (to: number, byKeyboard: boolean) => void;
  /** A dragged lesson dropped on this one. */
  onMoveHere: (contentId: number) => void;
  onDelete: () => void;
};

function ContentRow({ course, chapter, content, index, count, open, startOnTest, onOpen, onMove, onMoveHere, onDelete }: ContentProps) {
  const rowId = `studio-content-${content.id}`;
  const panelId = `studio-content-panel-${content.id}`;
  // A lesson dropped on this one takes its place (from this chapter or another).
  const drop = useDropTarget(
    (d: Dragged) => d.type === "content" && d.id !== content.id,
    (d) => onMoveHere(d.id),
  );
  return (
    <li
      id={rowId}
      data-testid="studio-content"
      className={`rounded-lg border bg-white ${drop.over ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200"}`}
      {...drop.props}
    >
      <div className="flex flex-wrap items-center gap-2 px-2 py-2 sm:px-3">
        <DragHandle item={{ type: "content", id: content.id, chapterId: chapter.id }} name={content.name} />
        <div className="min-w-0 flex-1 basis-48">
          <p className="font-medium break-words text-ink-900">{content.name}</p>
          <p className="flex flex-wrap gap-2 text-xs text-ink-500">
            <Badge tone="info">{texts.kinds[content.kind]}</Badge>
            {content.questions > 0 && <span>{texts.questionsCount(content.questions)}</span>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={open ? secondaryButton.replace("px-4 py-2", "px-2.5 py-1 text-xs") : smallButton}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => onOpen(!open)}
            aria-label={open ? `${texts.close} ${content.name}` : texts.editLesson(content.name)}
          >
            {open ? texts.close : texts.edit}
          </button>
          <MoveButtons moveKey={`content-${content.id}`} name={content.name} index={index} count={count} onMove={(to) => onMove(to, true)} />
          <button type="button" className={`${smallButton} text-red-800`} onClick={onDelete} aria-label={texts.deleteNamed(content.name)}>
            {texts.delete}
          </button>
        </div>
      </div>
      {open && (
        <div id={panelId} className="border-t border-slate-200 px-3 py-4 sm:px-4">
          <ContentEditor course={course} content={content} startOnTest={startOnTest} />
        </div>
      )}
    </li>
  );
}

function RenameForm({ course, chapter, onDone }: { course: StudioCourse; chapter: StudioChapter; onDone: () => void }) {
  const [name, setName] = useState(chapter.name);
  const rename = useCourseMutation(course.id, (n: string) => studioApi.renameChapter(chapter.id, n));
  const serverError = rename.error ? fieldErrorOf(errorMessage(rename.error)) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    rename.mutate(name, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-1 flex flex-wrap items-start gap-2">
      <Field
        label={texts.renameLabel(chapter.name)}
        hideLabel
        error={errorFor(serverError, "name") ?? (rename.isError && !serverError ? errorMessage(rename.error) : null)}
        className="min-w-48 flex-1"
      >
        {(f) => <input {...f} autoFocus className={inputClass} value={name} maxLength={160} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <button type="submit" className={primaryButton} disabled={rename.isPending}>
        {rename.isPending ? texts.saving : texts.save}
      </button>
      <button type="button" className={secondaryButton} onClick={onDone}>
        {texts.cancel}
      </button>
    </form>
  );
}

function AddChapterForm({ course }: { course: StudioCourse }) {
  const [name, setName] = useState("");
  const add = useCourseMutation(course.id, (n: string) => studioApi.addChapter(course.id, n));
  const [tried, setTried] = useState(false);
  const serverError = add.error ? fieldErrorOf(errorMessage(add.error)) : null;
  const error = tried && !name.trim() ? texts.required : (errorFor(serverError, "name") ?? (add.isError && !serverError ? errorMessage(add.error) : null));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!name.trim()) return;
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName("");
        setTried(false);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field label={texts.newChapterName} error={error} className="flex-1">
        {(f) => <input {...f} className={inputClass} value={name} maxLength={160} onChange={(e) => setName(e.target.value)} autoComplete="off" />}
      </Field>
      <button type="submit" className={`${primaryButton} sm:mt-6`} disabled={add.isPending}>
        {add.isPending ? texts.adding : texts.addChapter}
      </button>
    </form>
  );
}
