import { VideoEmbed } from '@cepa/ui';
import { Picture, wideWidths } from '@cepa/core/picture';
import { useContentMessages } from '../messages';
import { BlockTitle } from './block-title';
import type { VideoBlock } from './schema';
import { videoPlayerOf } from './video-player';

/** The video player: its code loads when the visitor comes near it (see `BlockView`). */
export function VideoSection({ block }: { block: VideoBlock }) {
  const t = useContentMessages();
  return (
    <div data-block="video">
      <BlockTitle>{block.title}</BlockTitle>
      <VideoEmbed
        src={block.embed_url}
        title={block.title}
        poster={
          block.poster_url && (
            <Picture
              src={block.poster_url}
              alt=""
              width={1280}
              height={720}
              sizes="(min-width: 896px) 896px, 100vw"
              widths={wideWidths}
              className="absolute inset-0 size-full rounded-[inherit] object-cover"
            />
          )
        }
        playLabel={t('content.blocks.playVideo', { title: block.title })}
        // The stand-in player has no script: its frame may do nothing at all.
        sandbox={videoPlayerOf(block.embed_url) === 'stand-in' ? '' : undefined}
        // Centred on wide screens, like the carousels (no empty right half).
        className="mx-auto max-w-4xl"
      />
    </div>
  );
}
