// The upload widget's words.
import type { UploadKind } from "@/lib/schemas/media";

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(bytes < 10_485_760 ? 1 : 0)} MB`;

export const texts = {
  label: { video: "Video (MP4 or WebM)", cover: "Cover image (PNG, JPEG or WebP)", h5p: "H5P package (.h5p)" } satisfies Record<UploadKind, string>,
  hint: {
    video: "Large recordings are fine: if the connection drops, the upload continues where it stopped.",
    cover: "Resized to 1280×720 on the server.",
    h5p: "An .h5p file exported with its libraries (H5P's “Download” or “Reuse” button).",
  } satisfies Record<UploadKind, string>,
  choose: "Choose a file",
  chooseAnother: "Choose another file",
  tooLarge: (max: number) => `This file is larger than ${mb(max)}. Choose a smaller file.`,
  starting: "Starting the upload…",
  progress: (sent: number, total: number) => `${mb(sent)} of ${mb(total)}`,
  percent: (p: number) => `${p}%`,
  retrying: "The connection dropped. Trying again…",
  processing: "Checking the file…",
  done: (name: string) => `Uploaded: ${name}`,
  cancel: "Cancel upload",
  cancelled: "Upload cancelled.",
  pause: "Pause",
  resume: "Resume",
  paused: "Paused. Press Resume to continue.",
  interrupted: (name: string, p: number) => `The upload of “${name}” stopped at ${p}%. Choose the same file to continue where it stopped.`,
  forget: "Start over instead",
  refused: "The server refused this file.",
  failed: (message: string) => `${message} Choose the file again to retry.`,
  offline: "Cannot reach the server. Check your connection; the upload continues when it is back.",
  notSupported: "This browser cannot upload files here. Use a current version of Chrome, Firefox, Edge or Safari.",
};
