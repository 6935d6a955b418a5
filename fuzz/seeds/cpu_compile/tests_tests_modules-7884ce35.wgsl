@group(0) @binding(0) var<storage, read> a: array<vec4<u32>>;
        @group(0) @binding(1) var<storage, read_write> b: array<u32>;
        var<private> grid: array<array<u32, 5>, 3>;
        @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
            let t = g.x;
            if (t >= arrayLength(&a)) { return; }
            let v = a[t];
            var m = mat3x4<f32>();
            m[v.x % 3u][v.y % 4u] = f32(v.z & 0xffu);
            m[v.y % 3u][v.x % 4u] += 0.5;
            for (var i = 0u; i < 3u; i++) { for (var j = 0u; j < 5u; j++) { grid[i][j] = i * 10u + j; } }
            grid[v.x % 3u][v.w % 5u] = v.z;
            grid[v.w % 3u][v.x % 5u] += 7u;
            b[t] = u32(m[v.x % 3u][v.y % 4u] * 2.0) + grid[v.x % 3u][v.w % 5u] + grid[v.w % 3u][v.x % 5u] * 3u;
        }