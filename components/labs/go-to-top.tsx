"use client";
// Contract §2/§9: a Go to Top button once the page is scrolled more than 200 px. On a phone the cells fill the
// width, so a floating button would cover code and output: there it sits in the page flow after the
// cells instead; from the sm breakpoint up it floats bottom-left.
import { useEffect, useState } from "react";
import { texts } from "./texts";

const SHOW_AFTER_PX = 200;
const toTop = () => window.scrollTo({ top: 0, behavior: "smooth" });

export function GoToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={toTop}
        className="mt-8 w-full rounded-full bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 sm:hidden"
      >
        {texts.goToTop}
      </button>
      {shown && (
        <button
          type="button"
          onClick={toTop}
          className="fixed bottom-6 left-6 z-30 hidden rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-slate-700 sm:block"
        >
          {texts.goToTop}
        </button>
      )}
    </>
  );
}
