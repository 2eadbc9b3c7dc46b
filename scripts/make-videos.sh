#!/usr/bin/env bash
# Regenerates the small lecture videos the app serves itself (media/videos/*.mp4): a title card
# per lecture topic with three key points, a moving marker and a progress bar, plus a quiet test tone.
# H.264 baseline, yuv420p, +faststart, 640x360, 12 s each. Needs ffmpeg and fonts-dejavu-core.
# The generated files are committed; run this only to change them.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=media/videos
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
DUR=12

command -v ffmpeg >/dev/null || { echo "ffmpeg is not installed (apt-get install -y ffmpeg)" >&2; exit 1; }
[ -f "$FONT" ] && [ -f "$BOLD" ] || { echo "DejaVu fonts missing (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
mkdir -p "$OUT"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# make FILE BACKGROUND ACCENT TONE_HZ "Kicker" "Title" "Point 1" "Point 2" "Point 3"
make() {
  local file=$1 bg=$2 accent=$3 tone=$4
  printf '%s' "$5" >"$TMP/kicker.txt"
  printf '%s' "$6" >"$TMP/title.txt"
  printf '%s' "1  $7" >"$TMP/p1.txt"
  printf '%s' "2  $8" >"$TMP/p2.txt"
  printf '%s' "3  $9" >"$TMP/p3.txt"
  printf '%s' "LearnHub" >"$TMP/brand.txt"
  printf '%s' "●" >"$TMP/dot.txt"

  local fade="alpha='min(1,max(0,(t-%s)/0.6))'"
  local vf
  vf="[0:v]drawbox=x=0:y=0:w=640:h=64:color=black@0.18:t=fill"
  vf+=",drawtext=fontfile=$BOLD:textfile=$TMP/brand.txt:expansion=none:x=24:y=20:fontsize=22:fontcolor=white"
  vf+=",drawtext=fontfile=$FONT:textfile=$TMP/kicker.txt:expansion=none:x=w-tw-24:y=24:fontsize=16:fontcolor=white@0.85"
  vf+=",drawtext=fontfile=$BOLD:textfile=$TMP/title.txt:expansion=none:x=(w-tw)/2:y=92:fontsize=30:fontcolor=white:$(printf "$fade" 0.2)"
  vf+=",drawbox=x=220:y=140:w=200:h=4:color=$accent:t=fill"
  vf+=",drawtext=fontfile=$FONT:textfile=$TMP/p1.txt:expansion=none:x=70:y=168:fontsize=20:fontcolor=white:$(printf "$fade" 2):enable='gte(t,2)'"
  vf+=",drawtext=fontfile=$FONT:textfile=$TMP/p2.txt:expansion=none:x=70:y=206:fontsize=20:fontcolor=white:$(printf "$fade" 4.5):enable='gte(t,4.5)'"
  vf+=",drawtext=fontfile=$FONT:textfile=$TMP/p3.txt:expansion=none:x=70:y=244:fontsize=20:fontcolor=white:$(printf "$fade" 7):enable='gte(t,7)'"
  vf+=",drawbox=x=60:y=304:w=520:h=2:color=white@0.5:t=fill"
  vf+=",drawtext=fontfile=$FONT:textfile=$TMP/dot.txt:expansion=none:x='60+(520-tw)*(0.5-0.5*cos(PI*t/3))':y=292:fontsize=24:fontcolor=$accent"
  vf+="[card];[1:v]format=yuv420p[bar];[card][bar]overlay=x='-640+640*t/$DUR':y=354[v]"

  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=$bg:s=640x360:r=24:d=$DUR" \
    -f lavfi -i "color=c=$accent:s=640x6:r=24:d=$DUR" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=22050:duration=$DUR" \
    -filter_complex "$vf" -map "[v]" -map 2:a \
    -af "volume=0.06,afade=t=in:d=1,afade=t=out:st=$((DUR - 1)):d=1" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 32 -g 96 -r 24 \
    -c:a aac -b:a 24k -ac 1 -ar 22050 \
    -movflags +faststart -t "$DUR" "$OUT/$file"
  echo "made $OUT/$file ($(stat -c %s "$OUT/$file") bytes)"
}

make intro.mp4 0x4338ca 0xfbbf24 392 "Welcome" "Welcome to LearnHub" \
  "Courses for Grades 6 to 12 and for upskilling" "Lectures, animated lessons, games and quizzes" "Coding labs in Python, JavaScript and Java"
make fractions-number-line.mp4 0x1d4ed8 0xfbbf24 440 "Grade 6 Mathematics" "Fractions on a number line" \
  "Split the gap from 0 to 1 into equal parts" "3/4 means three of four equal jumps" "2/4 and 1/2 land on the same point"
make linear-equations.mp4 0x1e40af 0x34d399 466 "Mathematics" "Solving linear equations" \
  "Keep both sides of the balance equal" "2x + 3 = 11  →  2x = 8" "x = 4: check by substituting back"
make force-and-pressure.mp4 0x0f766e 0xfcd34d 349 "Grade 8 Science" "Force, pressure and friction" \
  "A force is a push or a pull" "Pressure = force ÷ area" "Friction opposes motion"
make light-reflection.mp4 0x312e81 0xfde047 523 "Grade 10 Physics" "Reflection and refraction" \
  "Angle of incidence = angle of reflection" "Light bends as it enters a new medium" "Mirror formula: 1/v + 1/u = 1/f"
make nutrients-in-food.mp4 0x15803d 0xfb923c 330 "Grade 6 Science" "Nutrients in our food" \
  "Carbohydrates and fats give energy" "Proteins build and repair the body" "Vitamins and minerals protect us"
make cell-structure.mp4 0x047857 0xf472b6 415 "Biology" "Inside a living cell" \
  "The membrane controls what enters" "The nucleus holds the chromosomes" "Mitochondria release energy"
make acids-and-bases.mp4 0x9d174d 0x67e8f9 370 "Grade 10 Chemistry" "Acids, bases and the pH scale" \
  "Acids turn blue litmus red" "pH 7 is neutral" "Acid + base → salt + water"
make air-water-weather.mp4 0x0369a1 0xfef08a 294 "Grade 7 Geography" "Air, water and weather" \
  "Air is 78% nitrogen, 21% oxygen" "Evaporation → condensation → rain" "The monsoon brings rain June–September"
make grammar-tenses.mp4 0x7c2d12 0xfde68a 440 "English" "Tenses on a timeline" \
  "Past: I walked to school" "Present perfect: I have walked" "Future: I will walk"
make speaking-and-listening.mp4 0x6d28d9 0x86efac 392 "Communication" "Speak clearly, listen actively" \
  "Introduce yourself with a clear greeting" "Listen, then paraphrase what you heard" "Ask polite, open questions"
make python-first-steps.mp4 0x1f2937 0x60a5fa 494 "Python Programming" "Python: your first program" \
  "print(\"Hello, world!\")" "name = input(\"Your name? \")" "if / elif / else decide what runs"
make spreadsheet-formulas.mp4 0x166534 0xbbf7d0 262 "Spreadsheet Skills" "Spreadsheet formulas" \
  "Every formula starts with =" "=SUM(A1:A10) adds a range" "\$A\$1 stays fixed when copied"

du -ch "$OUT"/*.mp4 | tail -1
