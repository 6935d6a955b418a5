struct Ids { @builtin(local_invocation_id) local: vec3<u32>, @builtin(workgroup_id) group: vec3<u32> }
            struct Counts { @builtin(num_workgroups) groups: vec3<u32> }
            @group(0) @binding(0) var<storage, read_write> b: array<u32>;
            @compute @workgroup_size(1) fn main(ids: Ids, @builtin(global_invocation_id) g: vec3<u32>,
                                                    @builtin(local_invocation_index) l: u32, counts: Counts) {
                let flat = g.x + g.y * counts.groups.x * 1u + g.z * counts.groups.x * counts.groups.y * 1u;
                b[flat] = ids.local.x + ids.local.y * 10u + ids.local.z * 100u + ids.group.x * 1000u
                        + ids.group.y * 10000u + ids.group.z * 100000u + l * 1000000u;
            }