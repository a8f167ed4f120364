const TILE_TILTS = ['-rotate-6', 'rotate-3', '-rotate-2', 'rotate-6'];

/** Letter tiles like the game's own, spelling the status (OOPS, OFF); purely decorative. */
export function StatusTiles({ text }: { text: string }) {
  return (
    <div aria-hidden="true" className="flex justify-center gap-2">
      {[...text].map((char, i) => (
        <span
          key={i}
          className={`flex size-14 items-center justify-center rounded-2xl bg-primary-600 text-3xl font-black text-on-fill shadow-[0_4px_0_0_var(--color-primary-edge)] sm:size-16 sm:text-4xl ${TILE_TILTS[i % TILE_TILTS.length]}`}
        >
          {char}
        </span>
      ))}
    </div>
  );
}
