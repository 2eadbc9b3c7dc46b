// The intro video: local file, only its metadata fetched until the visitor presses play.
import { fillPath } from "@/lib/api/endpoint";
import { endpoints } from "@/lib/api/endpoints";
import { homeTexts as t } from "./texts";

// One of the lecture clips the app serves itself (scripts/make-videos.sh): a real lesson is the best tour.
export const INTRO_VIDEO = fillPath(endpoints.video.path, { name: "fractions-number-line.mp4" });
export const INTRO_POSTER = "/img/home/intro-poster.svg";

export function IntroVideo() {
  return (
    <section aria-labelledby="intro-video-title" className="bg-white py-12">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 md:grid-cols-2">
        <div>
          <h2 id="intro-video-title" className="text-2xl font-bold text-ink-900">
            {t.videoTitle}
          </h2>
          <p className="mt-2 text-ink-700">{t.videoLead}</p>
        </div>
        <video
          controls
          preload="metadata"
          playsInline
          poster={INTRO_POSTER}
          width={640}
          height={360}
          aria-label={t.videoTitle}
          data-testid="intro-video"
          className="aspect-video h-auto w-full rounded-xl bg-slate-900 shadow"
        >
          <source src={INTRO_VIDEO} type="video/mp4" />
        </video>
      </div>
    </section>
  );
}
