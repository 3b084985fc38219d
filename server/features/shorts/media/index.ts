// The clip processing library for Shorts uploads: check a clip (probe), make the files we serve
// (transcode), and read, write or draft its captions. Pure functions over Debian's ffmpeg, ffprobe
// and pocketsphinx_continuous; nothing here touches the database or the network.
export * from './tools';
export * from './probe';
export * from './transcode';
export * from './captions';
export * from './voice';
