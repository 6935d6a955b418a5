@group(0) @binding(0) var<storage, read_write> b: array<u32>;
            @compute @workgroup_size(1) fn main() {
                let i = b[0];
                let v = vec3<u32>(7u) / 1;
                b[1] = v.x + v.y + v.z;
            }