// A video's poster and facts through FFmpeg: C, since libav's structures (frame planes as fixed
// arrays, macros for errors and timestamps) are much plainer to drive from C than through Swift.
#include "VideoPoster.h"
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/display.h>
#include <math.h>

/// Opens `path` and finds its best video stream; FFmpeg's logging stays quiet (the terminal is
/// Cascade's).
static int open_video(const char *path, AVFormatContext **format, int *index, const AVCodec **codec) {
  av_log_set_level(AV_LOG_QUIET);
  int status = avformat_open_input(format, path, NULL, NULL);
  if (status < 0) return status;
  status = avformat_find_stream_info(*format, NULL);
  if (status < 0) return status;
  status = av_find_best_stream(*format, AVMEDIA_TYPE_VIDEO, -1, -1, codec, 0);
  if (status < 0) return status;
  *index = status;
  return 0;
}

int cascade_video_probe(const char *path, CascadeVideoInfo *info) {
  AVFormatContext *format = NULL;
  const AVCodec *codec = NULL;
  int index = -1;
  int status = open_video(path, &format, &index, &codec);
  if (status < 0) {
    avformat_close_input(&format);
    return status;
  }
  AVStream *stream = format->streams[index];
  AVCodecParameters *parameters = stream->codecpar;
  info->width = parameters->width;
  info->height = parameters->height;
  AVRational aspect = parameters->sample_aspect_ratio;
  if (aspect.num > 0 && aspect.den > 0 && aspect.num != aspect.den)
    info->width = (int)lround((double)parameters->width * aspect.num / aspect.den);
  info->clockwiseTurn = 0;
  size_t size = 0;
  const uint8_t *matrix = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size);
  if (matrix && size >= 9 * sizeof(int32_t)) {
    double angle = av_display_rotation_get((const int32_t *)matrix);
    if (!isnan(angle)) {
      // The matrix turns counter-clockwise by `angle`; shown upright, the frame turns by -angle.
      long turn = lround(-angle / 90.0) % 4;
      info->clockwiseTurn = (int)((turn + 4) % 4) * 90;
    }
  }
  info->duration = -1;
  if (format->duration != AV_NOPTS_VALUE && format->duration > 0)
    info->duration = (double)format->duration / AV_TIME_BASE;
  else if (stream->duration != AV_NOPTS_VALUE && stream->duration > 0)
    info->duration = stream->duration * av_q2d(stream->time_base);
  avformat_close_input(&format);
  return info->width > 0 && info->height > 0 ? 0 : AVERROR_INVALIDDATA;
}

/// The next decoded frame of stream `index`, or a negative error (AVERROR_EOF at the end).
static int next_frame(AVFormatContext *format, AVCodecContext *decoder, int index, AVPacket *packet, AVFrame *frame) {
  int flushed = 0;
  for (;;) {
    int status = avcodec_receive_frame(decoder, frame);
    if (status != AVERROR(EAGAIN)) return status;
    if (flushed) return AVERROR_EOF;
    status = av_read_frame(format, packet);
    if (status < 0) {
      avcodec_send_packet(decoder, NULL);
      flushed = 1;
      continue;
    }
    if (packet->stream_index == index) avcodec_send_packet(decoder, packet);
    av_packet_unref(packet);
  }
}

int cascade_video_poster(const char *path, double fraction, int width, int height, uint8_t *rgba) {
  AVFormatContext *format = NULL;
  const AVCodec *codec = NULL;
  AVCodecContext *decoder = NULL;
  AVPacket *packet = NULL;
  AVFrame *frame = NULL;
  struct SwsContext *scaler = NULL;
  int index = -1;
  int status = open_video(path, &format, &index, &codec);
  if (status < 0) goto done;
  decoder = avcodec_alloc_context3(codec);
  packet = av_packet_alloc();
  frame = av_frame_alloc();
  if (!decoder || !packet || !frame) {
    status = AVERROR(ENOMEM);
    goto done;
  }
  status = avcodec_parameters_to_context(decoder, format->streams[index]->codecpar);
  if (status < 0) goto done;
  // Thumbnail workers already run one per processor.
  decoder->thread_count = 1;
  status = avcodec_open2(decoder, codec, NULL);
  if (status < 0) goto done;
  if (format->duration != AV_NOPTS_VALUE && format->duration > 0 && fraction > 0) {
    int64_t target = (int64_t)(format->duration * fraction);
    if (format->start_time != AV_NOPTS_VALUE) target += format->start_time;
    // A seek that fails leaves the poster at the first frame.
    if (av_seek_frame(format, -1, target, AVSEEK_FLAG_BACKWARD) >= 0) avcodec_flush_buffers(decoder);
  }
  status = next_frame(format, decoder, index, packet, frame);
  if (status < 0) goto done;
  scaler = sws_getContext(
    frame->width, frame->height, frame->format, width, height, AV_PIX_FMT_RGBA, SWS_AREA, NULL, NULL, NULL);
  if (!scaler) {
    status = AVERROR(EINVAL);
    goto done;
  }
  uint8_t *planes[4] = {rgba, NULL, NULL, NULL};
  int strides[4] = {4 * width, 0, 0, 0};
  status = sws_scale(scaler, (const uint8_t *const *)frame->data, frame->linesize, 0, frame->height, planes, strides);
  status = status > 0 ? 0 : AVERROR(EINVAL);
done:
  sws_freeContext(scaler);
  av_frame_free(&frame);
  av_packet_free(&packet);
  avcodec_free_context(&decoder);
  avformat_close_input(&format);
  return status;
}

void cascade_video_error(int code, char *buffer, size_t size) { av_strerror(code, buffer, size); }
