"use client";
// Spec §2/§9: a Go to Top button once the page is scrolled more than 200 px.
import { useEffect, useState } from "react";
import { texts } from "./texts";

const SHOW_AFTER_PX = 200;

export function GoToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })} className="fixed bottom-6 left-6 z-30 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-slate-700">
      {texts.goToTop}
    </button>
  );
}
