import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const lift = keyframes`
  0%, 100% { transform: translateY(0) rotate(-2deg); }
  50% { transform: translateY(-18px) rotate(2deg); }
`;
const flicker = keyframes`
  0%, 100% { transform: scaleY(1); opacity: 0.95; }
  50% { transform: scaleY(1.35); opacity: 0.7; }
`;
const drift = keyframes`
  from { transform: translateY(-20px); }
  to { transform: translateY(220px); }
`;

const STARS: ReadonlyArray<readonly [number, number, number]> = [
  [20, 30, 1.6],
  [50, 150, 1.2],
  [160, 40, 1.8],
  [180, 170, 1.3],
  [30, 95, 1],
  [150, 110, 1.1],
  [95, 15, 1.4],
];

/** The not-found page's rocket (spec 2.4): inline SVG and CSS, still for reduced motion. */
export function RocketAnimation() {
  return (
    <Box
      aria-hidden
      sx={{
        width: 200,
        height: 200,
        mx: 'auto',
        overflow: 'hidden',
        borderRadius: '50%',
        bgcolor: 'primary.main',
        '& .stars': { animation: `${drift} 6s linear infinite` },
        '& .rocket': { animation: `${lift} 2.4s ease-in-out infinite`, transformOrigin: '100px 100px' },
        '& .flame': { animation: `${flicker} 0.35s ease-in-out infinite`, transformOrigin: '100px 140px' },
        '@media (prefers-reduced-motion: reduce)': {
          '& .stars, & .rocket, & .flame': { animation: 'none' },
        },
      }}
    >
      <svg viewBox="0 0 200 200" width="200" height="200" data-testid="rocket-animation">
        <g className="stars" fill="#fff">
          {STARS.map(([x, y, r]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
          ))}
        </g>
        <g className="rocket">
          <path className="flame" d="M90 140 Q100 185 110 140 Z" fill="#f5b700" />
          <path d="M100 30 C122 52 126 92 118 140 H82 C74 92 78 52 100 30 Z" fill="#f6f8fb" />
          <circle cx="100" cy="80" r="11" fill="#1b3a6b" stroke="#9ab" strokeWidth="3" />
          <path d="M82 112 L64 142 L84 136 Z" fill="#e25d4f" />
          <path d="M118 112 L136 142 L116 136 Z" fill="#e25d4f" />
          <path d="M100 30 C108 38 113 46 116 54 H84 C87 46 92 38 100 30 Z" fill="#e25d4f" />
        </g>
      </svg>
    </Box>
  );
}
