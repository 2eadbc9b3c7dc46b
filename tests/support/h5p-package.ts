// Small .h5p packages made in the tests from H5P's public file format (a zip: h5p.json, content/content.json and
// the library folders with their library.json), nothing downloaded. The library is our own tiny content type,
// H5P.LearnHubCheck 1.0: a question and a "Done" button that reports xAPI "completed" (score 1 of 1) through H5P
// core's own event API — what any H5P content type does when a learner finishes it. Also the hostile variants the
// server must refuse: paths leaving the package, absolute paths, symbolic links, zip bombs, lying sizes.
import { zipSync, strToU8, type Zippable } from "fflate";

export const CHECK_LIBRARY = "H5P.LearnHubCheck-1.0";
export const DONE_LABEL = "I am done";

const CHECK_JS = `var H5P = H5P || {};
H5P.LearnHubCheck = (function () {
  function Check(params, contentId) {
    H5P.EventDispatcher.call(this);
    this.params = params || {};
    this.contentId = contentId;
  }
  Check.prototype = Object.create(H5P.EventDispatcher.prototype);
  Check.prototype.constructor = Check;
  Check.prototype.attach = function ($container) {
    var self = this;
    var root = $container.get(0);
    root.innerHTML = "";
    root.classList.add("lh-check");
    var question = document.createElement("p");
    question.className = "lh-question";
    question.textContent = self.params.question;
    var done = document.createElement("button");
    done.type = "button";
    done.className = "lh-done";
    done.textContent = self.params.buttonLabel;
    done.onclick = function () {
      question.textContent = self.params.feedback;
      self.triggerXAPICompleted(1, 1, true);
    };
    root.appendChild(question);
    root.appendChild(done);
  };
  return Check;
})();
`;

type Files = Record<string, string | Uint8Array>;

export function checkPackageFiles(question = "Is 2/4 the same as 1/2?"): Files {
  return {
    "h5p.json": JSON.stringify({
      title: "Halves check",
      language: "en",
      mainLibrary: "H5P.LearnHubCheck",
      embedTypes: ["iframe"],
      license: "U",
      preloadedDependencies: [{ machineName: "H5P.LearnHubCheck", majorVersion: 1, minorVersion: 0 }],
    }),
    "content/content.json": JSON.stringify({ question, buttonLabel: DONE_LABEL, feedback: "Well done: 2/4 = 1/2." }),
    [`${CHECK_LIBRARY}/library.json`]: JSON.stringify({
      title: "LearnHub check",
      machineName: "H5P.LearnHubCheck",
      majorVersion: 1,
      minorVersion: 0,
      patchVersion: 0,
      runnable: 1,
      embedTypes: ["iframe"],
      preloadedJs: [{ path: "check.js" }],
      preloadedCss: [{ path: "check.css" }],
    }),
    [`${CHECK_LIBRARY}/check.js`]: CHECK_JS,
    [`${CHECK_LIBRARY}/check.css`]: ".lh-check{padding:16px;font-size:18px}.lh-done{padding:8px 16px}",
  };
}

type Extra = { os?: number; attrs?: number; level?: 0 | 9 };

/** A zip of `files`; entries named in `extra` get those attributes (a unix symlink: os 3, attrs S_IFLNK). */
export function zip(files: Files, extra: Record<string, Extra> = {}): Buffer {
  const z: Zippable = {};
  for (const [name, data] of Object.entries(files)) {
    const bytes = typeof data === "string" ? strToU8(data) : data;
    z[name] = [bytes, { level: 6, mtime: new Date("2026-01-01T00:00:00Z"), ...extra[name] }];
  }
  return Buffer.from(zipSync(z));
}

export const checkPackage = (question?: string) => zip(checkPackageFiles(question));

/** Unix file-type bits in a zip entry's external attributes (made by unix: os 3). */
export const SYMLINK_ATTRS = ((0o120777 << 16) >>> 0) as number;

/**
 * Rewrites one entry's declared uncompressed size in both its local header and the central directory (a zip that
 * lies about its size to get past a cap).
 */
export function withDeclaredSize(zipBytes: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zipBytes);
  const want = Buffer.from(name, "utf8");
  for (let i = 0; i < out.length - 46; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50 && out.subarray(i + 30, i + 30 + out.readUInt16LE(i + 26)).equals(want)) out.writeUInt32LE(size, i + 22);
    if (sig === 0x02014b50 && out.subarray(i + 46, i + 46 + out.readUInt16LE(i + 28)).equals(want)) out.writeUInt32LE(size, i + 24);
  }
  return out;
}
