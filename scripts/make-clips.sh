#!/bin/sh
# Makes the simulator's looping stream clips, once; the results are committed under
# media/clips/. At run time ffmpeg only copies them (`-re -stream_loop -1 -c copy`): no encoding on a
# 2-core machine. Each clip: 640x360, 25 fps, H.264 baseline with a keyframe every second (a new viewer's
# GOP cache is at most 1 s), AAC, 10.24 s (256 video frames = 480 AAC frames at 48 kHz, so audio and
# video loop together without drifting apart), a different picture and tone per clip.
# Needs Debian's ffmpeg (apt-get install ffmpeg). Usage: sh scripts/make-clips.sh
set -eu
out="$(dirname "$0")/../media/clips"
mkdir -p "$out"

clip() { # name video-source tone-hz label
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$2" \
    -f lavfi -i "sine=frequency=$3:sample_rate=48000:beep_factor=4" \
    -t 10.24 \
    -vf "drawtext=text='$4':fontsize=28:fontcolor=white:box=1:boxcolor=black@0.6:x=16:y=16,format=yuv420p" \
    -c:v libx264 -profile:v baseline -level 3.0 -preset veryfast -tune zerolatency \
    -b:v 280k -maxrate 320k -bufsize 320k -g 25 -keyint_min 25 -sc_threshold 0 -r 25 \
    -c:a aac -b:a 48k -ac 1 -ar 48000 \
    -movflags +faststart "$out/$1.mp4"
  echo "$out/$1.mp4 $(wc -c < "$out/$1.mp4") bytes"
}

clip pitch "testsrc2=size=640x360:rate=25" 440 'Matchday A'
clip bars "smptebars=size=640x360:rate=25" 660 'Matchday B'
clip mandel "mandelbrot=size=640x360:rate=25" 523 'Matchday C'
clip life "life=size=640x360:rate=25:mold=10:ratio=0.1:death_color=#1b5e20:life_color=#c8e6c9" 330 'Matchday D'
