import { useEffect, useRef, useState } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Icon } from '../icon';
import { useVideoEmbedStrings } from './strings';

const videoEmbedVariants = cva('relative aspect-video w-full bg-surface-inverse text-fg-inverse', {
  variants: {
    shape: {
      rounded: 'rounded-lg [&>*]:rounded-lg',
      square: 'rounded-none',
    },
  },
  defaultVariants: { shape: 'rounded' },
});

type VideoEmbedProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof videoEmbedVariants> & {
    /**
     * The player's embed address (YouTube, Vimeo...). It is loaded only after the visitor presses
     * play, so include the player's autoplay parameter (`?autoplay=1`) for one press to start it.
     */
    src: string;
    /** The video's title: shown on the poster, named by the play button and the player frame. */
    title: string;
    /**
     * The poster: an image address, or the picture itself (an `<img alt="">` filling the frame, e.g. one
     * offered at several widths); without it a drawn placeholder stands in.
     */
    poster?: string | React.ReactElement;
    /** Accessible name of the play button; "Reproducir vídeo: {title}" by default. */
    playLabel?: string;
    /** The `allow` features of the player frame: only what a player needs, by default. */
    allow?: string;
    /**
     * The frame's sandbox. By default what a hosted player needs: its scripts, its own origin (a
     * player's storage), presentation (full screen, casting) and pop-ups ("watch on the player's
     * site"); nothing else (no top navigation, no forms). A player without script passes ''.
     */
    sandbox?: string;
  };

/**
 * A video that costs nothing until it is wanted: a poster with a play button, and the player frame
 * created only when the visitor presses play (no third-party request, cookie or script before).
 */
function VideoEmbed({
  className,
  shape,
  src,
  title,
  poster,
  playLabel,
  allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture',
  sandbox = 'allow-scripts allow-same-origin allow-presentation allow-popups',
  ...props
}: VideoEmbedProps) {
  const t = useVideoEmbedStrings();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The play button disappears under the visitor's focus; the player that replaces it takes it over.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div
      data-slot="video-embed"
      data-playing={playing || undefined}
      className={cn(videoEmbedVariants({ shape }), className)}
      {...props}
    >
      {playing ? (
        <iframe
          ref={frameRef}
          data-slot="video-embed-player"
          src={src}
          title={title}
          allow={allow}
          sandbox={sandbox}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          data-slot="video-embed-poster"
          aria-label={playLabel ?? t('play', { title })}
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full cursor-pointer items-center justify-center focus-visible:outline-offset-[-3px]"
        >
          {poster && typeof poster !== 'string' ? (
            poster
          ) : poster ? (
            <img
              src={poster}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full rounded-[inherit] object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="absolute inset-0 rounded-[inherit] bg-[radial-gradient(circle_at_30%_30%,var(--color-primary),transparent_60%)] opacity-60"
            />
          )}
          <span
            aria-hidden="true"
            className="relative flex size-16 items-center justify-center rounded-pill bg-primary text-primary-fg shadow-md transition-colors group-hover:bg-primary-hover"
          >
            <Icon name="play" fill="currentColor" className="ms-1 size-7" />
          </span>
          <span
            aria-hidden="true"
            className="absolute start-3 end-3 bottom-3 w-fit max-w-[calc(100%-1.5rem)] truncate rounded-sm bg-surface-inverse px-2 py-1 text-start text-sm font-semibold text-fg-inverse"
          >
            {title}
          </span>
        </button>
      )}
    </div>
  );
}

export { VideoEmbed, videoEmbedVariants, type VideoEmbedProps };
