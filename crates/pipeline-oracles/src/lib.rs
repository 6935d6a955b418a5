//! Plain Rust versions of the pipeline workloads, the oracles the GPU and cpu results are
//! checked against, and the workloads' default sizes. Grids are `w × h` ([`Grid`]), row-major
//! (x fastest); reads outside the grid are 0, as the kernels' accessors read them. Shared by the
//! `pipelines` guest, the host's tests and the pipeline bench (all depend on this crate), so
//! all check against the very same code.

/// The default grid size and step count of each workload (the sizes).
pub fn default_size(workload: &str) -> (u32, u32) {
    match workload {
        "heat" => (1024, 1024),
        "gray-scott" => (512, 1000),
        "image" | "tone" => (2048, 16),
        _ => (1024, 512),
    }
}

/// Gray-Scott parameters: feed, kill, diffusion of u and v, time step.
pub const GS: (f32, f32, f32, f32, f32) = (0.037, 0.06, 0.2, 0.1, 1.0);

/// The `tone` workload's exposure: gain and bias. With them a pass maps [0, 1] into itself
/// with attracting fixed points near 0.04 and 0.9, never saturating: values keep their bits'
/// variety over many passes.
pub const TONE: (f32, f32) = (0.8, 0.1);

/// Heat diffusion coefficient.
pub const ALPHA: f32 = 0.2;

/// A grid's extents: `w` cells along x (the fastest axis), `h` along y.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    pub w: usize,
    pub h: usize,
}

impl Grid {
    /// An `n × n` grid.
    pub fn square(n: usize) -> Grid {
        Grid { w: n, h: n }
    }

    /// Its cells.
    pub fn cells(&self) -> usize {
        self.w * self.h
    }

    /// Its extents as an array shape (x first).
    pub fn dims(&self) -> [u32; 2] {
        [self.w as u32, self.h as u32]
    }
}

fn get<T: Copy + Default>(u: &[T], n: Grid, x: isize, y: isize) -> T {
    if x < 0 || y < 0 || x >= n.w as isize || y >= n.h as isize {
        T::default()
    } else {
        u[y as usize * n.w + x as usize]
    }
}

fn at(u: &[f32], n: Grid, x: isize, y: isize) -> f32 {
    get(u, n, x, y)
}

/// Applies `f(x, y)` to every cell.
fn map<T>(n: Grid, f: impl Fn(isize, isize) -> T) -> Vec<T> {
    let mut out = Vec::with_capacity(n.cells());
    for y in 0..n.h as isize {
        for x in 0..n.w as isize {
            out.push(f(x, y));
        }
    }
    out
}

fn lap(u: &[f32], n: Grid, x: isize, y: isize) -> f32 {
    at(u, n, x - 1, y) + at(u, n, x + 1, y) + at(u, n, x, y - 1) + at(u, n, x, y + 1) - 4.0 * at(u, n, x, y)
}

/// `steps` Jacobi sweeps of the Poisson equation.
pub fn jacobi(n: Grid, steps: usize, u0: &[f32], q: &[f32]) -> Vec<f32> {
    let h2 = 1.0 / n.cells() as f32;
    let mut u = u0.to_vec();
    for _ in 0..steps {
        u = map(n, |x, y| {
            let s = at(&u, n, x - 1, y) + at(&u, n, x + 1, y) + at(&u, n, x, y - 1) + at(&u, n, x, y + 1);
            0.25 * (s - h2 * at(q, n, x, y))
        });
    }
    u
}

/// `steps` explicit heat steps.
pub fn heat(n: Grid, steps: usize, u0: &[f32]) -> Vec<f32> {
    let mut u = u0.to_vec();
    for _ in 0..steps {
        u = map(n, |x, y| at(&u, n, x, y) + ALPHA * lap(&u, n, x, y));
    }
    u
}

/// Gray-Scott's classic start: u = 1 and v = 0, a centred square (a fifth of the grid's side)
/// at u = 0.5, v = 0.25, and noise of ±1 % on both (`noise` gives values in [-1, 1]); with
/// [`GS`] it grows spots and stripes instead of decaying to u = 1, v = 0.
pub fn gray_scott_start(n: Grid, mut noise: impl FnMut() -> f32) -> (Vec<f32>, Vec<f32>) {
    let inside = |i: usize, n: usize| {
        let (c, h) = (n / 2, (n / 10).max(1));
        (c + h > i) && (i + h >= c)
    };
    let (mut u, mut v) = (Vec::with_capacity(n.cells()), Vec::with_capacity(n.cells()));
    for y in 0..n.h {
        for x in 0..n.w {
            let (u0, v0) = if inside(x, n.w) && inside(y, n.h) { (0.5, 0.25) } else { (1.0, 0.0) };
            u.push(u0 + 0.01 * noise());
            v.push(v0 + 0.01 * noise().abs());
        }
    }
    (u, v)
}

/// `steps` Gray-Scott reaction-diffusion steps; returns (u, v).
pub fn gray_scott(n: Grid, steps: usize, u0: &[f32], v0: &[f32]) -> (Vec<f32>, Vec<f32>) {
    let (f, k, du, dv, dt) = GS;
    let (mut u, mut v) = (u0.to_vec(), v0.to_vec());
    for _ in 0..steps {
        let nu = map(n, |x, y| {
            let (a, b) = (at(&u, n, x, y), at(&v, n, x, y));
            a + dt * (du * lap(&u, n, x, y) - a * b * b + f * (1.0 - a))
        });
        let nv = map(n, |x, y| {
            let (a, b) = (at(&u, n, x, y), at(&v, n, x, y));
            b + dt * (dv * lap(&v, n, x, y) + a * b * b - (f + k) * b)
        });
        (u, v) = (nu, nv);
    }
    (u, v)
}

/// `steps` generations of Conway's game of life (cells 0 or 1; outside is dead).
pub fn life(n: Grid, steps: usize, c0: &[u32]) -> Vec<u32> {
    let mut c = c0.to_vec();
    for _ in 0..steps {
        c = map(n, |x, y| {
            let mut live = 0;
            for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
                live += get(&c, n, x + dx, y + dy);
            }
            let alive = get(&c, n, x, y) == 1;
            u32::from(live == 3 || (alive && live == 2))
        });
    }
    c
}

/// A 3×3 box blur: each cell's window sum (in row order), finished by `scale`.
fn blur(n: Grid, img: &[f32], scale: impl Fn(f32) -> f32) -> Vec<f32> {
    map(n, |x, y| {
        let mut s = 0.0;
        for dy in -1..=1 {
            for dx in -1..=1 {
                s += at(img, n, x + dx, y + dy);
            }
        }
        scale(s)
    })
}

/// The image chain: `passes` passes alternating a 3×3 box blur (even passes) and the Sobel
/// gradient magnitude (odd passes).
pub fn image(n: Grid, passes: usize, img0: &[f32]) -> Vec<f32> {
    let mut img = img0.to_vec();
    for p in 0..passes {
        img = if p % 2 == 0 {
            blur(n, &img, |s| s / 9.0)
        } else {
            map(n, |x, y| {
                let p = |dx: isize, dy: isize| at(&img, n, x + dx, y + dy);
                let gx = p(1, -1) + 2.0 * p(1, 0) + p(1, 1) - p(-1, -1) - 2.0 * p(-1, 0) - p(-1, 1);
                let gy = p(-1, 1) + 2.0 * p(0, 1) + p(1, 1) - p(-1, -1) - 2.0 * p(0, -1) - p(1, -1);
                (gx * gx + gy * gy).sqrt()
            })
        };
    }
    img
}

/// The tone chain: `passes` passes of three steps, each reading the previous one's result: a
/// 3×3 box blur (the sum times 1/9), an exposure (`clamp((v + bias) * gain, 0, 1)`, [`TONE`])
/// and a smoothstep curve (`v * v * (3 - 2 v)`). The last two read only their own element: a
/// pointwise chain.
pub fn tone(n: Grid, passes: usize, img0: &[f32]) -> Vec<f32> {
    let (gain, bias) = TONE;
    let mut img = img0.to_vec();
    for _ in 0..passes {
        img = blur(n, &img, |s| s * (1.0 / 9.0));
        img = img.iter().map(|v| ((v + bias) * gain).clamp(0.0, 1.0)).collect();
        img = img.iter().map(|v| v * v * (3.0 - 2.0 * v)).collect();
    }
    img
}

/// The largest difference between `got` and `want`, relative to the largest |want|.
pub fn max_relative_error(got: &[f32], want: &[f32]) -> f32 {
    max_error(got, want, f32::MIN_POSITIVE)
}

/// The largest difference between `got` and `want`, relative to the largest |want| or to
/// `floor`, whichever is larger: with a floor of 1, values below 1 are compared absolutely
/// (a GPU flushes subnormals to zero, which no relative measure of tiny values survives).
pub fn max_error(got: &[f32], want: &[f32], floor: f32) -> f32 {
    let scale = want.iter().fold(0.0f32, |m, v| m.max(v.abs())).max(floor);
    got.iter().zip(want).fold(0.0f32, |m, (a, b)| m.max((a - b).abs())) / scale
}
